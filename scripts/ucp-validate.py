#!/usr/bin/env python3
"""Validates a running demo shop's UCP answers with the UCP organisation's own models.

    .build/ucp-venv/bin/python scripts/ucp-validate.py http://127.0.0.1:PORT [VARIANT_ID]

VARIANT_ID: a variant with stock for 3 (default: the first variant the search finds).

Sends each kind of request (discovery, search, lookup, get_product, cart create/get/update/
cancel, checkout create/get/update/complete/cancel, the errors: an unknown cart, checkout
without access, a bad body) over MCP (JSON-RPC `tools/call`) and over REST, and validates
every answer with ucp-sdk 0.4.6's pydantic models (spec 2026-04-08), strictly (pydantic's
strict mode on the JSON text: no coercion of a string into a number or the like). A business
outcome such as "not found" is HTTP 200 with `ucp.status: "error"` (cart-rest.md, "Business
Outcomes"), so it is validated as an error_response. Beyond the
shapes, it checks what the models cannot: `ucp.status`, the totals adding up, a checkout's
`requires_escalation` with a `continue_url`, complete never completing. One line per check;
exit status 1 if any failed. Nothing here is a secret: the demo's agent token is public.
"""
import json
import sys
import urllib.error
import urllib.request
import uuid

from pydantic import BaseModel, ValidationError
from ucp_sdk.models.schemas import ucp
from ucp_sdk.models.schemas.shopping import cart as cart_models
from ucp_sdk.models.schemas.shopping import catalog_lookup, catalog_search, discount, fulfillment
from ucp_sdk.models.schemas.shopping.types import error_response

# shopterm's own agent profile: one the demo knows without fetching it.
AGENT = "https://shopterm.dev/ucp/agent-profile.json"
# The demo's access for checkout (UCPCheckoutAccess.demoAgentToken): anonymous callers get
# catalog and cart only, as on Shopify.
CHECKOUT_TOKEN = "shopterm-demo-agent"

failures = []
passes = []
# A discount code of the demo's shoe store and an address it ships to: the answers then carry
# the discount and fulfillment extensions, with their totals (discount, shipping, tax).
CODES = {"codes": ["WELCOME10"]}
PORTLAND = {"id": "home", "first_name": "Ada", "last_name": "Lovelace", "street_address": "1 Main St",
            "address_locality": "Portland", "address_region": "OR", "postal_code": "97201", "address_country": "US"}


def report(ok, name, detail=""):
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else ": " + detail))
    (passes if ok else failures).append(name)


class Answer:
    """An HTTP answer: status, parsed JSON (None if not JSON), the raw JSON text."""

    def __init__(self, status, text):
        self.status, self.text = status, text
        try:
            self.json = json.loads(text)
        except ValueError:
            self.json = None


def http(method, url, body=None, headers=None):
    data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return Answer(response.status, response.read().decode())
    except urllib.error.HTTPError as error:
        return Answer(error.code, error.read().decode())


def rest_headers(token=False):
    headers = {"UCP-Agent": f'profile="{AGENT}"', "Idempotency-Key": str(uuid.uuid4())}
    if token:
        headers["Authorization"] = "Bearer " + CHECKOUT_TOKEN
    return headers


def mcp(endpoint, tool, arguments, token=False):
    """`tools/call` of `tool`; the answer's structuredContent as an Answer (the JSON-RPC
    error object, status 0, when it failed)."""
    meta = {"ucp-agent": {"profile": AGENT}, "idempotency-key": str(uuid.uuid4())}
    rpc = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": tool, "arguments": {"meta": meta, **arguments}}}
    headers = {"Authorization": "Bearer " + CHECKOUT_TOKEN} if token else {}
    answer = http("POST", endpoint, rpc, headers)
    if not isinstance(answer.json, dict):
        return answer
    if "error" in answer.json:
        return Answer(0, json.dumps(answer.json["error"]))
    result = answer.json.get("result") or {}
    content = result.get("structuredContent")
    text_copy = (result.get("content") or [{}])[0].get("text")
    if text_copy is None or json.loads(text_copy) != content:
        report(False, f"mcp {tool} text copy", "content[0].text is not the structuredContent")
    return Answer(200, json.dumps(content))


def validate(name, answer, model, statuses=(200, 201), ucp_model=None):
    """The answer's status is one of `statuses` and its JSON validates, strictly, as `model`
    (a model or a tuple of models: a resource with its extensions) and its `ucp` member as
    `ucp_model`. Returns the JSON, or None."""
    if answer.status not in statuses:
        report(False, name, f"HTTP {answer.status}: {answer.text[:300]}")
        return None
    try:
        for each in model if isinstance(model, tuple) else (model,):
            each.model_validate_json(answer.text, strict=True)
        if ucp_model is not None:
            ucp_model.model_validate_json(json.dumps(answer.json.get("ucp")), strict=True)
    except ValidationError as error:
        report(False, name, str(error).replace("\n", " | ")[:600])
        return None
    report(True, name)
    return answer.json


def amounts_add_up(name, document):
    """Exactly one subtotal and one total; the total is the sum of the other entries, and
    each line's totals match its unit price times its quantity."""
    totals = {entry["type"]: entry["amount"] for entry in document.get("totals", [])}
    kinds = [entry["type"] for entry in document.get("totals", [])]
    ok = kinds.count("subtotal") == 1 and kinds.count("total") == 1
    parts = sum(entry["amount"] for entry in document.get("totals", []) if entry["type"] not in ("subtotal", "total"))
    ok = ok and totals.get("total") == totals.get("subtotal", 0) + parts
    lines = sum(next((t["amount"] for t in line["totals"] if t["type"] == "subtotal"), 0) for line in document.get("line_items", []))
    ok = ok and lines == totals.get("subtotal")
    for line in document.get("line_items", []):
        ok = ok and next((t["amount"] for t in line["totals"] if t["type"] == "subtotal"), None) == line["item"]["price"] * line["quantity"]
    report(ok, name + " totals add up", json.dumps(document.get("totals")))


def escalated(name, document):
    ok = document.get("status") == "requires_escalation" and str(document.get("continue_url", "")).startswith(("http://", "https://"))
    ok = ok and any(m.get("severity") in ("requires_buyer_input", "requires_buyer_review") for m in document.get("messages", []))
    report(ok, name + " requires_escalation with continue_url", json.dumps({k: document.get(k) for k in ("status", "continue_url")}))


def main():
    if len(sys.argv) not in (2, 3):
        print("usage: ucp-validate.py BASE_URL [VARIANT_ID]", file=sys.stderr)
        return 2
    base = sys.argv[1].rstrip("/")
    profile = http("GET", base + "/.well-known/ucp")
    doc = validate("discovery profile", profile, _Profile, statuses=(200,))
    if doc is None:
        return 1
    services = doc["ucp"]["services"]["dev.ucp.shopping"]
    rest = next(s["endpoint"] for s in services if s.get("transport") == "rest").rstrip("/")
    mcp_endpoint = next(s["endpoint"] for s in services if s.get("transport") == "mcp")
    capabilities = doc["ucp"].get("capabilities") or {}
    for capability in ("dev.ucp.shopping.cart", "dev.ucp.shopping.checkout", "dev.ucp.shopping.catalog.search"):
        report(capability in capabilities, f"profile declares {capability}")

    # The catalog, over both bindings.
    search_rest = validate("rest search_catalog", http("POST", rest + "/catalog/search", {"query": "shoe"}, rest_headers()), catalog_search.SearchResponse, ucp_model=ucp.ResponseCatalogSchema)
    validate("mcp search_catalog", mcp(mcp_endpoint, "search_catalog", {"catalog": {"query": "shoe"}}), catalog_search.SearchResponse, ucp_model=ucp.ResponseCatalogSchema)
    if not search_rest or not search_rest.get("products"):
        report(False, "search finds products", "no products to go on")
        return 1
    product = search_rest["products"][0]
    variant = next((v for v in product.get("variants", []) if v.get("availability", {}).get("available", True)), product["variants"][0])
    if len(sys.argv) == 3:
        variant = {"id": sys.argv[2]}
    lookup = {"catalog": {"ids": [variant["id"]]}}
    validate("rest lookup_catalog", http("POST", rest + "/catalog/lookup", lookup["catalog"], rest_headers()), catalog_lookup.LookupResponse, ucp_model=ucp.ResponseCatalogSchema)
    validate("mcp lookup_catalog", mcp(mcp_endpoint, "lookup_catalog", lookup), catalog_lookup.LookupResponse, ucp_model=ucp.ResponseCatalogSchema)
    validate("rest get_product", http("POST", rest + "/catalog/product", {"id": product["id"]}, rest_headers()), catalog_lookup.GetProductResponse, ucp_model=ucp.ResponseCatalogSchema)
    validate("mcp get_product", mcp(mcp_endpoint, "get_product", {"catalog": {"id": product["id"]}}), catalog_lookup.GetProductResponse, ucp_model=ucp.ResponseCatalogSchema)

    line = {"item": {"id": variant["id"]}, "quantity": 2}
    cart_checks(rest, mcp_endpoint, line)
    checkout_checks(rest, mcp_endpoint, line)
    error_checks(rest, mcp_endpoint)
    print(f"ucp-validate: {'FAILED' if failures else 'passed'}: {len(passes)} checks passed, {len(failures)} failed")
    return 1 if failures else 0


def cart_checks(rest, mcp_endpoint, line):
    Cart, Meta = (cart_models.Cart, discount.Cart), ucp.ResponseCartSchema
    for binding in ("rest", "mcp"):
        if binding == "rest":
            created = validate("rest create_cart", http("POST", rest + "/carts", {"line_items": [line], "discounts": CODES}, rest_headers()), Cart, (201,), Meta)
        else:
            created = validate("mcp create_cart", mcp(mcp_endpoint, "create_cart", {"cart": {"line_items": [line], "discounts": CODES}}), Cart, ucp_model=Meta)
        if not created:
            continue
        amounts_add_up(f"{binding} create_cart", created)
        cid = created["id"]
        more = {"line_items": [{"item": {"id": line["item"]["id"]}, "quantity": 3}]}
        if binding == "rest":
            got = validate("rest get_cart", http("GET", f"{rest}/carts/{cid}", None, rest_headers()), Cart, ucp_model=Meta)
            updated = validate("rest update_cart", http("PUT", f"{rest}/carts/{cid}", more, rest_headers()), Cart, ucp_model=Meta)
            canceled = validate("rest cancel_cart", http("POST", f"{rest}/carts/{cid}/cancel", {}, rest_headers()), Cart, ucp_model=Meta)
        else:
            got = validate("mcp get_cart", mcp(mcp_endpoint, "get_cart", {"id": cid}), Cart, ucp_model=Meta)
            updated = validate("mcp update_cart", mcp(mcp_endpoint, "update_cart", {"id": cid, "cart": more}), Cart, ucp_model=Meta)
            canceled = validate("mcp cancel_cart", mcp(mcp_endpoint, "cancel_cart", {"id": cid}), Cart, ucp_model=Meta)
        report(bool(got) and got.get("totals") == created.get("totals"), f"{binding} get_cart is the created cart")
        if updated:
            amounts_add_up(f"{binding} update_cart", updated)
            report(updated["line_items"][0]["quantity"] == 3, f"{binding} update_cart replaced the lines")
        if canceled:
            gone = http("GET", f"{rest}/carts/{cid}", None, rest_headers())
            validate(f"{binding} canceled cart is not found", gone, error_response.ErrorResponse, (200,), ucp.Error)


def checkout_checks(rest, mcp_endpoint, line):
    Checkout, Meta = (cart_models.Checkout, discount.Checkout, fulfillment.Checkout), ucp.ResponseCheckoutSchema
    body = {"line_items": [line], "discounts": CODES, "fulfillment": {"methods": [{"type": "shipping", "destinations": [PORTLAND]}]}}
    for binding in ("rest", "mcp"):
        if binding == "rest":
            created = validate("rest create_checkout", http("POST", rest + "/checkout-sessions", body, rest_headers(token=True)), Checkout, (201,), Meta)
        else:
            created = validate("mcp create_checkout", mcp(mcp_endpoint, "create_checkout", {"checkout": body}, token=True), Checkout, ucp_model=Meta)
        if not created:
            continue
        amounts_add_up(f"{binding} create_checkout", created)
        escalated(f"{binding} create_checkout", created)
        kinds = {entry["type"] for entry in created["totals"]}
        report({"discount", "fulfillment", "tax"} <= kinds, f"{binding} create_checkout totals carry discount, shipping and tax", str(sorted(kinds)))
        cid = created["id"]
        change = {"line_items": [{"item": {"id": line["item"]["id"]}, "quantity": 1}]}
        complete = {"payment": {"instruments": []}}
        if binding == "rest":
            got = validate("rest get_checkout", http("GET", f"{rest}/checkout-sessions/{cid}", None, rest_headers(token=True)), Checkout, ucp_model=Meta)
            updated = validate("rest update_checkout", http("PUT", f"{rest}/checkout-sessions/{cid}", change, rest_headers(token=True)), Checkout, ucp_model=Meta)
            completed = validate("rest complete_checkout", http("POST", f"{rest}/checkout-sessions/{cid}/complete", complete, rest_headers(token=True)), Checkout, ucp_model=Meta)
            canceled = validate("rest cancel_checkout", http("POST", f"{rest}/checkout-sessions/{cid}/cancel", {}, rest_headers(token=True)), Checkout, ucp_model=Meta)
        else:
            got = validate("mcp get_checkout", mcp(mcp_endpoint, "get_checkout", {"id": cid}, token=True), Checkout, ucp_model=Meta)
            updated = validate("mcp update_checkout", mcp(mcp_endpoint, "update_checkout", {"id": cid, "checkout": change}, token=True), Checkout, ucp_model=Meta)
            completed = validate("mcp complete_checkout", mcp(mcp_endpoint, "complete_checkout", {"id": cid, "checkout": complete}, token=True), Checkout, ucp_model=Meta)
            canceled = validate("mcp cancel_checkout", mcp(mcp_endpoint, "cancel_checkout", {"id": cid}, token=True), Checkout, ucp_model=Meta)
        report(bool(got) and got.get("id") == cid, f"{binding} get_checkout is the created checkout")
        if updated:
            amounts_add_up(f"{binding} update_checkout", updated)
        if completed:
            escalated(f"{binding} complete_checkout (never completes)", completed)
            report(completed.get("order") is None, f"{binding} complete_checkout placed no order")
        if canceled:
            report(canceled.get("status") == "canceled", f"{binding} cancel_checkout is canceled")


def error_checks(rest, mcp_endpoint):
    unknown = "gid://shopify/Cart/doesnotexist"
    validate("rest get_cart unknown id", http("GET", f"{rest}/carts/{urllib.request.quote(unknown, safe='')}", None, rest_headers()), error_response.ErrorResponse, (200,), ucp.Error)
    validate("mcp get_cart unknown id", mcp(mcp_endpoint, "get_cart", {"id": unknown}), error_response.ErrorResponse, ucp_model=ucp.Error)
    anonymous = http("POST", rest + "/checkout-sessions", {"line_items": [{"item": {"id": "x"}, "quantity": 1}]}, rest_headers())
    report(anonymous.status in (401, 403), "rest create_checkout refused without access", f"HTTP {anonymous.status}")
    refused = mcp(mcp_endpoint, "create_checkout", {"checkout": {"line_items": [{"item": {"id": "x"}, "quantity": 1}]}})
    report(refused.status == 0, "mcp create_checkout refused without access", refused.text[:200])
    bad = http("POST", rest + "/carts", b"{not json", rest_headers())
    report(bad.status == 400 and isinstance(bad.json, dict), "rest create_cart with a body that is not JSON: 400", f"HTTP {bad.status}")


class _Profile(BaseModel):
    """The discovery profile: its `ucp` member is the business's metadata."""

    ucp: ucp.BusinessSchema


if __name__ == "__main__":
    sys.exit(main())
