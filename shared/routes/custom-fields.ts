// Routes of this area are added here with defineRoute (see ./organization.ts for the pattern).
export {};
