// The shop's own server entry, so the bare page is rendered and streamed the same way.
export { default, streamTimeout } from '../../apps/web/app/entry.server';
