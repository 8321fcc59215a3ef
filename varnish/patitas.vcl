# The edge cache in front of Patitas (docs/decisions/076-varnish-at-the-edge.md; docs/runbook.md, *Serving
# from a CDN*). The app speaks Fastly's dialect to it: pages it may share carry `Surrogate-Key` and
# `Surrogate-Control`, and purges arrive as Fastly's `POST /service/{id}/purge` with the keys in
# `Surrogate-Key` (`Fastly-Soft-Purge: 1` for the soft kinds), so the app runs with CDN_PROVIDER=fastly and
# CDN_PURGE_URL pointing here. Nothing else is kept: the app decides what is shared, this file only refuses
# to keep anything it did not tag, and never keys one visitor's variant for another.
vcl 4.1;

import std;
import xkey;

# The site's own part: `backend default` and `acl purgers` (who may purge). varnish/site.vcl is the
# docker-compose one; the integration test writes its own (tests/varnish/edge.test.mjs).
include "site.vcl";

sub vcl_recv {
  if (req.method == "POST" && req.url ~ "^/service/[^/]+/purge$") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.Surrogate-Key) {
      return (synth(400, "No Surrogate-Key"));
    }
    # A soft purge marks the copies stale: served for their grace (the page's stale-while-revalidate)
    # while the next one is fetched. A hard purge removes them.
    if (req.http.Fastly-Soft-Purge == "1") {
      set req.http.x-purged = xkey.softpurge(req.http.Surrogate-Key);
    } else {
      set req.http.x-purged = xkey.purge(req.http.Surrogate-Key);
    }
    return (synth(200, "Purged " + req.http.x-purged));
  }

  # What the origin answers per visitor goes straight there (the runbook's list): other methods, query
  # strings, the router's and actions' requests, and any session (next-auth's cookie and its chunks).
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.url ~ "\?" || req.http.RSC || req.http.Next-Router-Prefetch || req.http.Next-Router-State-Tree ||
      req.http.Next-Router-Segment-Prefetch || req.http.Next-Action) {
    return (pass);
  }
  if (req.http.Cookie ~ "(^|;\s*)(__Secure-)?next-auth\.session-token(\.\d+)?=") {
    return (pass);
  }
  # A themed visitor's page (decision 031) is never tagged by the origin either; passing it keeps a
  # dark page from ever being looked up under a guest's key.
  if (req.http.Cookie ~ "(^|;\s*)theme=") {
    return (pass);
  }
  # Next.js renders some pages differently for crawlers (blocking metadata): they go to the origin's page
  # cache, which keys them apart. This covers Next.js's own list (is-bot.js, html-bots.js), broadly.
  if (req.http.User-Agent ~ "(?i)bot|google|lighthouse|slurp|spider|crawl|yandex|sogou|tumblr|vkshare|quora|ia_archiver|preview|facebook|whatsapp|yeti") {
    return (pass);
  }

  # The language the page is in: next-intl's cookie, else the first of our languages in Accept-Language.
  set req.http.x-locale-cookie = regsub(req.http.Cookie, "^(?:.*;\s*)?NEXT_LOCALE=([^;]*).*$", "\1");
  if (req.http.x-locale-cookie == req.http.Cookie) {
    unset req.http.x-locale-cookie;
  }
  set req.http.x-language = regsub(std.tolower(req.http.Accept-Language), "^.*?\b(es|en|fr|pt|zh)\b.*$", "\1");
  if (req.http.x-language !~ "^(es|en|fr|pt|zh)$") {
    set req.http.x-language = "";
  }
  # Accept-Encoding is Varnish's (http_gzip_support): the origin is asked for gzip and a copy is gunzipped
  # for a client that cannot take it, so one stored object serves both and neither gets the other's bytes.
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  hash_data(req.http.host);
  hash_data(req.http.X-Forwarded-Proto);
  hash_data("locale=" + req.http.x-locale-cookie);
  hash_data("language=" + req.http.x-language);
  return (lookup);
}

sub vcl_backend_fetch {
  unset bereq.http.x-locale-cookie;
  unset bereq.http.x-language;
}

sub vcl_backend_response {
  # Only what the origin tagged for the edge is kept, for what its Surrogate-Control says (the rest of the
  # copy's life in its page cache), and never with a cookie to set.
  if (bereq.uncacheable || !beresp.http.Surrogate-Key || beresp.http.Surrogate-Control !~ "max-age=\d+" ||
      beresp.http.Set-Cookie || beresp.status != 200) {
    # Hit-for-miss, briefly: the next request is fetched again and may bring a copy the edge can keep.
    set beresp.uncacheable = true;
    set beresp.ttl = 10s;
    return (deliver);
  }
  set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=(\d+).*$", "\1") + "s", 0s);
  if (beresp.http.Surrogate-Control ~ "stale-while-revalidate=\d+") {
    set beresp.grace = std.duration(regsub(beresp.http.Surrogate-Control, "^.*stale-while-revalidate=(\d+).*$", "\1") + "s", 0s);
  } else {
    set beresp.grace = 0s;
  }
  set beresp.keep = 0s;
  # xkey indexes the object under its `xkey` header; tags are space-separated in both.
  set beresp.http.xkey = beresp.http.Surrogate-Key;
  unset beresp.http.Surrogate-Key;
  unset beresp.http.Surrogate-Control;
  return (deliver);
}

sub vcl_deliver {
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Surrogate-Control;
  unset resp.http.Via;
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
