import { describe, expect, it } from 'vitest';
import { allowHeader, checkRequest, isApiPath, isWellFormedPath, maxUrlLength, originForm } from './guards.mjs';

describe('checkRequest', () => {
  it('accepts the methods the site serves', () => {
    const accepted = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map((m) => checkRequest(m, '/'));
    expect(accepted).toEqual([null, null, null, null, null, null, null]);
    expect(allowHeader).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });

  it('answers other methods with 405', () => {
    expect(checkRequest('TRACE', '/')?.status).toBe(405);
    expect(checkRequest('PROPFIND', '/')?.status).toBe(405);
    expect(checkRequest('get', '/')?.status).toBe(405);
  });

  it('answers URLs longer than 8 KB with 414, and accepts exactly 8 KB', () => {
    const atLimit = `/${'a'.repeat(maxUrlLength - 1)}`;
    expect(maxUrlLength).toBe(8192);
    expect(checkRequest('GET', atLimit)).toBeNull();
    expect(checkRequest('GET', `${atLimit}a`)?.status).toBe(414);
  });

  it('answers malformed percent-encoding in the path with 400', () => {
    expect(checkRequest('GET', '/public_api/listing/%zz')?.status).toBe(400);
    expect(checkRequest('GET', '/showroom/%zz')?.status).toBe(400);
    expect(checkRequest('GET', '/api/pages/%E0%A4%A')?.status).toBe(400);
  });

  it('leaves the query string to the routes, which parse it leniently', () => {
    expect(checkRequest('GET', '/stock?q=%zz')).toBeNull();
  });

  it('refuses a request target that is not a path', () => {
    expect(checkRequest('GET', 'http://evil.example/')?.status).toBe(400);
    expect(checkRequest('OPTIONS', '*')?.status).toBe(400);
  });
});

describe('isWellFormedPath', () => {
  it('accepts encoded UTF-8 and reserved characters', () => {
    expect(isWellFormedPath('/%E6%97%A5%E6%9C%AC/a%2Fb')).toBe(true);
  });

  it('refuses overlong or truncated UTF-8 and encoded control characters', () => {
    expect(isWellFormedPath('/%C0%AF')).toBe(false);
    expect(isWellFormedPath('/%E6%97')).toBe(false);
    expect(isWellFormedPath('/a%00b')).toBe(false);
    expect(isWellFormedPath('/a%0Ab')).toBe(false);
    expect(isWellFormedPath('/a%7Fb')).toBe(false);
  });
});

describe('isApiPath', () => {
  it('recognises both API roots and nothing that merely starts like them', () => {
    expect(['/api', '/api/pages', '/public_api/x', '/api?x=1'].map(isApiPath)).toEqual([true, true, true, true]);
    expect(['/apis', '/public_apix/y', '/', '/showroom/api'].map(isApiPath)).toEqual([false, false, false, false]);
  });
});

describe('originForm', () => {
  it('reduces an absolute-form target to its path and query', () => {
    expect(originForm('http://example.com/about?x=1')).toBe('/about?x=1');
    expect(originForm('HTTPS://example.com')).toBe('/');
    expect(originForm('http://example.com?x=1')).toBe('/?x=1');
  });

  it('leaves origin-form targets and everything else alone', () => {
    expect(originForm('/http://example.com/')).toBe('/http://example.com/');
    expect(originForm('*')).toBe('*');
  });
});
