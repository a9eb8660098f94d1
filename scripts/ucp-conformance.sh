#!/usr/bin/env bash
# The demo shop's UCP endpoints against two external checks, offline on loopback:
#   1. spck-conformance (unofficial UCP conformance runner, MIT; it grades the REST binding's
#      MUSTs of spec 2026-04-08 and adapts to the capabilities the profile declares), with a
#      config of real product and variant IDs of the demo catalog. Every MUST deviation must be
#      in Tests/ucp/conformance-exemptions.txt (a check that cannot hold offline on plain-HTTP
#      loopback, or where the demo plays Shopify's behaviour on purpose, each with its reason), an
#      exempt check that passes is a stale line (fails too), and at least $minimum_passed checks
#      must pass. Its JUnit report is left at .build/ucp-conformance.xml for CI to show.
#   2. scripts/ucp-validate.py: every kind of request over MCP and REST, each answer validated
#      with ucp-sdk 0.4.6's models.
# Both come from .build/ucp-venv (scripts/setup.sh installs it, pinned: Tests/ucp/requirements.txt).
#   bash scripts/ucp-conformance.sh [path/to/shopterm]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-$(swift build --show-bin-path)/shopterm}
venv=.build/ucp-venv
exemptions=Tests/ucp/conformance-exemptions.txt
# The checks that passed in the run this list was made with; fewer means a check stopped
# running (a capability or config lost), which is as bad as a deviation.
minimum_passed=73
[ -x "$venv/bin/spck-conformance" ] || { echo "ucp-conformance: $venv is missing: run bash scripts/setup.sh --deps-only" >&2; exit 1; }
[ -x "$bin" ] || { echo "ucp-conformance: no shopterm binary at $bin (swift build first)" >&2; exit 1; }

work=$(mktemp -d)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

"$bin" demo-server --port 0 >"$work/server.out" 2>"$work/server.log" &
server_pid=$!
for _ in $(seq 1 200); do [ -s "$work/server.out" ] && break; sleep 0.05; done
base=$(head -n 1 "$work/server.out")
[[ "$base" == http://127.0.0.1:* ]] || { echo "ucp-conformance: FAIL: demo-server did not start" >&2; cat "$work/server.log" >&2; exit 1; }

# The suite's config: in-stock variants of two products (with stock for the 3 of one that its
# cart-replacement check asks for), a sold-out one, all read from the store's own Storefront API
# (with a token: tokenless callers see no stock counts; 70 products of 10 variants stay under its
# query cost limit of 1000).
"$venv/bin/python" - "$base" "$work/config.json" <<'PYTHON'
import json, sys, urllib.request
base, out = sys.argv[1], sys.argv[2]
query = "{ products(first: 70) { nodes { id variants(first: 10) { nodes { id availableForSale quantityAvailable } } } } }"
request = urllib.request.Request(base + "/api/2025-07/graphql.json", data=json.dumps({"query": query}).encode(),
                                 headers={"Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": "demo"})
products = json.load(urllib.request.urlopen(request, timeout=30))["data"]["products"]["nodes"]
stocked = [(p["id"], v["id"]) for p in products for v in p["variants"]["nodes"]
           if v["availableForSale"] and (v["quantityAvailable"] is None or v["quantityAvailable"] >= 5)]
sold_out = [v["id"] for p in products for v in p["variants"]["nodes"] if not v["availableForSale"]]
first, second = stocked[0], next(pair for pair in stocked if pair[0] != stocked[0][0])
# The shop's discount codes (ShoeStoreCatalog): WELCOME10 (10 %) and FIVEOFF ($5 from $30) are
# order codes; an agent's checkout completes never, so any payment body asks for the escalation.
config = {"product_id": first[1], "currency": "USD",
          "cart": {"second_product_id": second[1]},
          "catalog": {"variant_id": first[1]},
          "discount": {"valid_code": "WELCOME10", "second_valid_code": "FIVEOFF", "invalid_code": "NOT_A_REAL_CODE",
                       "case_insensitive": True, "rejected_messages": True},
          "payment": {"escalation_payment": {"payment": {"instruments": []}}}}
if sold_out:
    config["out_of_stock_id"] = sold_out[0]
json.dump(config, open(out, "w"), indent=2)
PYTHON

status=0
"$venv/bin/spck-conformance" --server "$base" --config "$work/config.json" --json --junit .build/ucp-conformance.xml >"$work/report.json" || status=$?
# Exit 2 is "a MUST deviated" (graded below against the exemptions); anything else is a crash.
if [ "$status" -ne 0 ] && [ "$status" -ne 2 ]; then
  echo "ucp-conformance: FAIL: spck-conformance exited $status" >&2
  head -c 2000 "$work/report.json" >&2
  exit 1
fi

# Graded, then the validation runs either way (both reports), and the run fails if either did.
graded=0
"$venv/bin/python" - "$work/report.json" "$exemptions" "$minimum_passed" <<'PYTHON' || graded=$?
import json, sys
report, exemptions_file, minimum = json.load(open(sys.argv[1])), sys.argv[2], int(sys.argv[3])
exempt = {}
for line in open(exemptions_file):
    line = line.strip()
    if line and not line.startswith("#"):
        check, _, reason = line.partition(" ")
        exempt[check] = reason.strip()
checks = report["checks"]
passed = [c for c in checks if c["status"] == "clean-pass"]
deviations = [c for c in checks if c["status"] == "deviation"]
unexpected = [c for c in deviations if c["id"] not in exempt]
stale = [c["id"] for c in passed if c["id"] in exempt]
summary = report["checks_summary"]
print(f"ucp-conformance: spec {report['spec_version']}, {len(passed)} checks passed, {len(deviations)} deviated "
      f"({len(deviations) - len(unexpected)} exempt), {summary['not_tested']} not tested, "
      f"verdict {report['verdict']['aggregate']}, MUST ids {report['verdict']['musts_passed']} of {report['verdict']['applicable_musts']} applicable")
for c in deviations:
    if c["id"] in exempt:
        print(f"  exempt  {c['id']}: {exempt[c['id']]}")
failed = False
for c in unexpected:
    failed = True
    observed = json.dumps(c.get("observed"))[:400]
    print(f"  FAIL    {c['id']} {c['req_ids']}: {c['requirements'][0]['requirement'][:200] if c['requirements'] else ''}\n          observed {observed}")
for check in stale:
    failed = True
    print(f"  FAIL    {check} passes now: remove it from {exemptions_file}")
if len(passed) < minimum:
    failed = True
    print(f"  FAIL    only {len(passed)} checks passed (at least {minimum} expected)")
sys.exit(1 if failed else 0)
PYTHON

variant=$("$venv/bin/python" -c 'import json, sys; print(json.load(open(sys.argv[1]))["product_id"])' "$work/config.json")
validated=0
"$venv/bin/python" scripts/ucp-validate.py "$base" "$variant" || validated=$?
[ "$graded" -eq 0 ] && [ "$validated" -eq 0 ]
