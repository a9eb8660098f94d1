#!/usr/bin/env python3
"""Generate the demo store's SDL from Shopify's real Storefront schema.

The demo store serves a strict subset of the real API. Rather than typing that subset by hand
(and getting a type or an argument subtly wrong), this script copies the chosen types, fields
and arguments out of the real introspection files in ../shared/storefront-schema/ and writes
Sources/StoreKitDemo/Schema/DemoSchemaSDL.swift. Run it after changing SELECTION:

    python3 scripts/gen-demo-schema.py            # needs graphql-core and ../shared

Every field must exist in the newest schema; fields that only exist in the legacy 2024-04
schema (the Checkout API) are taken from there. Arguments whose types are not part of the
selection are left out (the real API has them; the demo store does not need them).
"""
import json
import sys
from pathlib import Path

from graphql import (GraphQLEnumType, GraphQLInputObjectType, GraphQLInterfaceType,
                     GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLScalarType,
                     build_client_schema)

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT.parent / "shared" / "storefront-schema"
OUT = ROOT / "Sources" / "StoreKitDemo" / "Schema" / "DemoSchemaSDL.swift"

# type name -> fields ("*" = every value, for enums). Order is kept in the output.
SELECTION = {
    # `nodes` is left out: GraphQLSwift 4.3.0 drops null items from lists, so `nodes` could not
    # answer null for an unknown ID as the real API does.
    "QueryRoot": "shop collections collection products product node",
    "Node": "id",
    "Shop": "id name description moneyFormat paymentSettings primaryDomain privacyPolicy "
            "refundPolicy shippingPolicy termsOfService shipsToCountries",
    "ShopPolicy": "id title handle body url",
    "Domain": "host sslEnabled url",
    "PaymentSettings": "currencyCode countryCode enabledPresentmentCurrencies",
    "Collection": "id handle title description descriptionHtml image updatedAt products",
    "CollectionConnection": "edges nodes pageInfo",
    "CollectionEdge": "cursor node",
    "Product": "id handle title description descriptionHtml vendor productType tags "
               "availableForSale createdAt updatedAt publishedAt totalInventory options "
               "priceRange compareAtPriceRange featuredImage images variants collections",
    "ProductConnection": "edges nodes pageInfo",
    "ProductEdge": "cursor node",
    "ProductOption": "id name values optionValues",
    "ProductOptionValue": "id name",
    "ProductVariant": "id title sku price compareAtPrice availableForSale "
                      "currentlyNotInStock quantityAvailable selectedOptions image product",
    "ProductVariantConnection": "edges nodes pageInfo",
    "ProductVariantEdge": "cursor node",
    "ProductPriceRange": "minVariantPrice maxVariantPrice",
    "SelectedOption": "name value",
    "MoneyV2": "amount currencyCode",
    "Image": "id url altText width height",
    "ImageConnection": "edges nodes pageInfo",
    "ImageEdge": "cursor node",
    "PageInfo": "hasNextPage hasPreviousPage startCursor endCursor",
    "ProductSortKeys": "*",
    "ProductCollectionSortKeys": "*",
    "CollectionSortKeys": "*",
    "ProductVariantSortKeys": "*",
    "CurrencyCode": "*",
    "CountryCode": "*",
    "LanguageCode": "*",
    "Decimal": "", "URL": "", "HTML": "", "DateTime": "",
}
BUILTIN = {"ID", "String", "Int", "Float", "Boolean"}


def load(version):
    return build_client_schema(json.loads((SCHEMAS / f"storefront-{version}.json").read_text()))


def named(t):
    while isinstance(t, (GraphQLNonNull, GraphQLList)):
        t = t.of_type
    return t.name


def main():
    newest, legacy = load("2026-04"), load("2024-04")
    known = set(SELECTION) | BUILTIN
    blocks = []
    for name, fields in SELECTION.items():
        t = newest.type_map.get(name) or legacy.type_map.get(name)
        if t is None:
            sys.exit(f"{name}: not in the Storefront API")
        if isinstance(t, GraphQLScalarType):
            blocks.append(f"scalar {name}")
        elif isinstance(t, GraphQLEnumType):
            blocks.append(f"enum {name} {{\n" + "".join(f"  {v}\n" for v in t.values) + "}")
        elif isinstance(t, (GraphQLObjectType, GraphQLInterfaceType, GraphQLInputObjectType)):
            keyword = {GraphQLObjectType: "type", GraphQLInterfaceType: "interface",
                       GraphQLInputObjectType: "input"}[type(t)]
            head = f"{keyword} {name}"
            ifaces = [i.name for i in getattr(t, "interfaces", []) if i.name in SELECTION]
            if ifaces:
                head += " implements " + " & ".join(ifaces)
            lines = []
            for fname in fields.split():
                f = t.fields.get(fname)
                if f is None:
                    sys.exit(f"{name}.{fname}: not in the Storefront API")
                if isinstance(t, GraphQLInputObjectType):
                    lines.append(f"  {fname}: {f.type}")
                    continue
                args = [f"{a}: {x.type}" for a, x in f.args.items() if named(x.type) in known]
                arglist = f"({', '.join(args)})" if args else ""
                lines.append(f"  {fname}{arglist}: {f.type}")
            blocks.append(head + " {\n" + "\n".join(lines) + "\n}")
    in_context = newest.directives
    directive = next(d for d in in_context if d.name == "inContext")
    dargs = ", ".join(f"{a}: {x.type}" for a, x in directive.args.items() if named(x.type) in known)
    blocks.insert(0, f"directive @inContext({dargs}) on QUERY | MUTATION")
    blocks.insert(0, "schema {\n  query: QueryRoot\n}")
    sdl = "\n\n".join(blocks) + "\n"
    OUT.write_text(
        "// Generated by scripts/gen-demo-schema.py from Shopify's Storefront API schema. Do not edit.\n\n"
        "/// The demo store's schema: a strict subset of the real Storefront API (SDL).\n"
        f'let demoSchemaSDL = #"""\n{sdl}"""#\n')
    print(f"wrote {OUT.relative_to(ROOT)}: {len(SELECTION)} types")


if __name__ == "__main__":
    main()
