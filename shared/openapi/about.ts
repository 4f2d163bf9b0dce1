/**
 * Who publishes the API Reference, under what terms, and where more documentation lives
 * (`info.contact`, `info.license`, `externalDocs` of the OpenAPI document). The addresses are
 * those of the example deployment (cdk.json's `docsUrl` is on the same domain): a deployment
 * for real customers replaces them here.
 */
export const API_CONTACT = {
  name: 'Learning and People Platform API support',
  url: 'https://docs.example.com/api-reference',
  email: 'api-support@example.com',
};

export const API_LICENSE = {
  name: 'Proprietary: use is governed by your agreement with the platform',
  url: 'https://docs.example.com/terms',
};

export const API_EXTERNAL_DOCS = {
  description: 'Guides, the changelog and the security policy of the platform API',
  url: 'https://docs.example.com/api-reference',
};
