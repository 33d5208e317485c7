#!/usr/bin/env bash
# Lighthouse mobile performance (simulated throttling), median of LH_RUNS runs (default 5), for home, the stock list,
# a vehicle page and its checkout. Targets (quality.md): score ≥ 95, LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS ≤ 0.02.
# Usage: npm run build && [LH_PAGES=checkout] bash bench/lighthouse.sh   (needs Debian's chromium; lighthouse@12 via npx)
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=3402
DATA=.bench-lh-data
RUNS=${LH_RUNS:-5}
rm -rf "$DATA"
DATA_DIR=$DATA LOG_LEVEL=warn PORT=$PORT node --max-old-space-size=1024 server/index.mjs > /dev/null 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; rm -rf "$DATA"' EXIT
for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$PORT/api/health" > /dev/null && break; sleep 1; done
VEHICLE=$(curl -s "http://127.0.0.1:$PORT/stock" | grep -o 'href="/showroom/[^"]*"' | head -1 | cut -d'"' -f2)
# The checkout of that car (issue 10: Lighthouse mobile ≥ 95 on checkout): the journey's first page.
CHECKOUT="/showroom-order-online/vehicle/${VEHICLE##*-}"

export CHROME_PATH=/usr/bin/chromium
# The setup, so figures from different machines and days can be compared (issue 7: a missing CJK
# font or a busy machine moves the scores more than most code changes).
LH_VERSION=$(npx -y lighthouse@12 --version 2>/dev/null || echo unknown)
CJK_FONTS=$(fc-list 2>/dev/null | grep -ci 'Noto Sans CJK' || true)
echo "setup: commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (+ uncommitted changes)')"
echo "setup: $("$CHROME_PATH" --version 2>/dev/null || echo 'chromium missing'), lighthouse $LH_VERSION, mobile form factor, simulated throttling (Lighthouse defaults), median of $RUNS runs"
echo "setup: Noto Sans CJK font files installed: $CJK_FONTS ($( [ "$CJK_FONTS" -gt 0 ] && echo 'fonts-noto-cjk present' || echo 'NO CJK font: install fonts-noto-cjk, Japanese text falls back'))"
echo "setup: $(nproc) cores, load average at start $(cut -d' ' -f1-3 /proc/loadavg), node $(node --version), production build of this checkout on PGlite with demo content"
printf '%-60s %6s %8s %8s %8s\n' page score LCP_ms TBT_ms CLS
# LH_PAGES="checkout" (or any of home stock vehicle checkout model, or /a/path) measures only those.
PAGES=${LH_PAGES:-home stock vehicle checkout}
# `model` is a model page (issue 12: hero carousel, gallery and tabs); any other word starting with / is taken as a path.
declare -A PATH_OF=([home]=/ [stock]=/stock [vehicle]="$VEHICLE" [checkout]="$CHECKOUT" [model]=/models/defender)
for page in $PAGES; do
  path=${PATH_OF[$page]:-$page}
  for i in $(seq 1 "$RUNS"); do
    npx -y lighthouse@12 "http://127.0.0.1:$PORT$path" --quiet --output=json --output-path="/tmp/lh-$i.json" \
      --only-categories=performance --form-factor=mobile --throttling-method=simulate \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic" > /dev/null 2>&1 || true
  done
  node -e '
    const fs = require("fs"); const runs = [];
    for (let i = 1; i <= Number(process.argv[2]); i++) { try { runs.push(JSON.parse(fs.readFileSync(`/tmp/lh-${i}.json`, "utf8"))); } catch {} }
    const med = (f) => { const v = runs.map(f).sort((a, b) => a - b); return v[Math.floor(v.length / 2)]; };
    if (!runs.length) { console.log(process.argv[1].padEnd(60), "no result"); process.exit(0); }
    const a = (r, id) => r.audits[id].numericValue;
    console.log(process.argv[1].padEnd(60), String(Math.round(med((r) => r.categories.performance.score * 100))).padStart(6),
      String(Math.round(med((r) => a(r, "largest-contentful-paint")))).padStart(8), String(Math.round(med((r) => a(r, "total-blocking-time")))).padStart(8),
      med((r) => a(r, "cumulative-layout-shift")).toFixed(3).padStart(8));
  ' "$path" "$RUNS"
done
echo "setup: load average at end $(cut -d' ' -f1-3 /proc/loadavg)"
