// React picks its build when first imported (by the storefront's server rendering): a shop
// started as `node dist/main.js` without NODE_ENV rendered every page with React's development
// build, its checks and warnings included. Imported first by main.ts; an explicit NODE_ENV wins.
process.env.NODE_ENV ??= 'production';
