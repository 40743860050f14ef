/* global SwaggerUIBundle -- swagger-ui-bundle.js, loaded before this file */
// Swagger UI over the contract's OpenAPI document, served beside it by the standalone mock server.
window.ui = SwaggerUIBundle({
  url: '../openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  // The token a sign-in call answered stays across reloads of the page, for "Try it out".
  persistAuthorization: true,
  tryItOutEnabled: false,
});
