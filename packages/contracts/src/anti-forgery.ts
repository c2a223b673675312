// The anti-forgery handshake: the API sets this cookie, readable by the storefront's script, which
// echoes it in this header on every write.
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
