// Placeholder until the storefront helper writes this page.
export default function Placeholder() {
  return null;
}
