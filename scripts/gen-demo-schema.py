#!/usr/bin/env python3
"""Generate the demo store's SDL from Shopify's real Storefront schema.

The demo store serves a strict subset of the real API. Rather than typing that subset by hand
(and getting a type or an argument subtly wrong), this script copies the chosen types, fields
and arguments out of the real schema files in Tests/StorefrontSchemas/ (2026-10's, SDL) and writes
DemoStore/Sources/StoreKitDemo/Schema/StorefrontSchema.generated.swift. Run it after changing a selection:

    python3 scripts/gen-demo-schema.py            # needs graphql-core

One schema comes out: the catalog, the Cart API and classic customer accounts as in 2026-10,
served for every API version (Shopify answers a retired version as a supported one), except
for fields younger than the version asked for (the demo's VersionedFields refuses them).
Arguments whose types are not part of the selection are left out (the real API has them; the
demo store does not need them).
"""
import gzip
import json
import sys
from pathlib import Path

from graphql import (Undefined, ast_from_value, print_ast, GraphQLEnumType, GraphQLInputObjectType, GraphQLInterfaceType,
                     GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLScalarType,
                     GraphQLUnionType, build_client_schema, build_schema)

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "Tests" / "StorefrontSchemas"
OUT = ROOT / "DemoStore" / "Sources" / "StoreKitDemo" / "Schema" / "StorefrontSchema.generated.swift"

# type name -> fields ("*" = every value, for enums). Order is kept in the output.
CATALOG = {
    # `nodes` is left out: GraphQLSwift 4.3.0 drops null items from lists, so `nodes` could not
    # answer null for an unknown ID as the real API does.
    "QueryRoot": "shop collections collection products product node search predictiveSearch productRecommendations menu localization",
    "Node": "id",
    "Shop": "id name description moneyFormat paymentSettings primaryDomain privacyPolicy "
            "refundPolicy shippingPolicy termsOfService shipsToCountries brand",
    # The shop's brand (Hydrogen's header asks for its logo); null for a shop without one.
    "Brand": "logo squareLogo coverImage shortDescription slogan colors",
    "BrandColors": "primary secondary",
    "BrandColorGroup": "background foreground",
    "Color": "",
    "Media": "alt id mediaContentType previewImage",
    "MediaImage": "alt id image mediaContentType previewImage",
    "MediaContentType": "*",
    "ShopPolicy": "id title handle body url",
    "Domain": "host sslEnabled url",
    "PaymentSettings": "currencyCode countryCode enabledPresentmentCurrencies",
    "Collection": "id handle title description descriptionHtml image updatedAt products trackingParameters",
    "CollectionConnection": "edges nodes pageInfo",
    "CollectionEdge": "cursor node",
    "Product": "id handle title description descriptionHtml vendor productType tags "
               "availableForSale createdAt updatedAt publishedAt totalInventory options "
               "priceRange compareAtPriceRange featuredImage images variants collections trackingParameters "
               "selectedOrFirstAvailableVariant requiresSellingPlan sellingPlanGroups "
               "encodedVariantExistence encodedVariantAvailability variantBySelectedOptions adjacentVariants seo",
    "SEO": "title description",
    "ProductConnection": "edges nodes pageInfo filters",
    "ProductEdge": "cursor node",
    "ProductOption": "id name values optionValues",
    "ProductOptionValue": "id name firstSelectableVariant swatch",
    "ProductOptionValueSwatch": "color image",
    "ProductVariant": "id title sku price compareAtPrice availableForSale "
                      "currentlyNotInStock quantityAvailable selectedOptions image product sellingPlanAllocations "
                      "requiresShipping unitPrice requiresComponents components",
    "ProductVariantConnection": "edges nodes pageInfo",
    "ProductVariantEdge": "cursor node",
    # A fixed bundle's parts (`products[].components` in a catalog file).
    "ProductVariantComponent": "productVariant quantity",
    "ProductVariantComponentConnection": "edges nodes pageInfo",
    "ProductVariantComponentEdge": "cursor node",
    "ProductPriceRange": "minVariantPrice maxVariantPrice",
    "SelectedOption": "name value",
    "SelectedOptionInput": "name value",
    "MoneyV2": "amount currencyCode",
    "Image": "id url altText width height",
    # url(transform:): the demo's picture CDN sizes and converts (crop is not served).
    "ImageTransformInput": "maxWidth maxHeight preferredContentType scale",
    "ImageContentType": "*",
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
    "Trackable": "trackingParameters",
    # Finding things: search with filters, predictive search, recommendations. The demo has no
    # blog or pages, but clients (Hydrogen's search routes) ask for them beside products.
    "Filter": "id label type presentation values",
    "FilterValue": "id label count input",
    "FilterType": "*",
    "FilterPresentation": "*",
    "JSON": "",
    "ProductFilter": "available price productType productVendor tag variantOption",
    "PriceRangeFilter": "min max",
    "VariantOptionFilter": "name value",
    "SearchResultItemConnection": "edges nodes pageInfo productFilters totalCount",
    "SearchResultItemEdge": "cursor node",
    "SearchResultItem": "",
    "SearchSortKeys": "*",
    "SearchType": "*",
    "SearchPrefixQueryType": "*",
    "SearchUnavailableProductsType": "*",
    "PredictiveSearchResult": "articles collections pages products queries",
    "PredictiveSearchType": "*",
    "PredictiveSearchLimitScope": "*",
    "SearchableField": "*",
    "SearchQuerySuggestion": "text styledText trackingParameters",
    "ProductRecommendationIntent": "*",
    "Article": "id handle title publishedAt image blog trackingParameters",
    "Blog": "id handle title",
    "Page": "id handle title body trackingParameters",
    # Navigation (token only: `unauthenticated_read_content`).
    "Menu": "id handle title items itemsCount",
    "MenuItem": "id title type url resourceId resource items tags",
    "MenuItemType": "*",
    "MenuItemResource": "",
    # Markets: where the shop sells, in which currency and languages (`@inContext` picks one).
    "Localization": "availableCountries availableLanguages country language market",
    "Country": "availableLanguages currency isoCode market name unitSystem",
    "Currency": "isoCode name symbol",
    "Language": "endonymName isoCode name",
    "Market": "handle id",
    "UnitSystem": "*",
    # Subscriptions: a product's selling plans and what each does to its variants' prices.
    "SellingPlanGroup": "appName name options sellingPlans",
    "SellingPlanGroupConnection": "edges nodes pageInfo",
    "SellingPlanGroupEdge": "cursor node",
    "SellingPlanGroupOption": "name values",
    "SellingPlan": "id name description options priceAdjustments recurringDeliveries checkoutCharge",
    "SellingPlanConnection": "edges nodes pageInfo",
    "SellingPlanEdge": "cursor node",
    "SellingPlanOption": "name value",
    "SellingPlanPriceAdjustment": "adjustmentValue orderCount",
    "SellingPlanPriceAdjustmentValue": "",
    "SellingPlanPercentagePriceAdjustment": "adjustmentPercentage",
    "SellingPlanFixedAmountPriceAdjustment": "adjustmentAmount",
    "SellingPlanFixedPriceAdjustment": "price",
    "SellingPlanCheckoutCharge": "type value",
    "SellingPlanCheckoutChargeType": "*",
    "SellingPlanCheckoutChargeValue": "",
    "SellingPlanCheckoutChargePercentageValue": "percentage",
    "SellingPlanAllocation": "checkoutChargeAmount priceAdjustments remainingBalanceChargeAmount sellingPlan",
    "SellingPlanAllocationConnection": "edges nodes pageInfo",
    "SellingPlanAllocationEdge": "cursor node",
    "SellingPlanAllocationPriceAdjustment": "compareAtPrice perDeliveryPrice price unitPrice",
}

# The Cart API.
CART = {
    "QueryRoot": "cart",
    "Mutation": "cartCreate cartLinesAdd cartLinesUpdate cartLinesRemove cartBuyerIdentityUpdate "
                "cartDeliveryAddressesAdd cartDeliveryAddressesUpdate cartDeliveryAddressesReplace cartSelectedDeliveryOptionsUpdate "
                "cartDiscountCodesUpdate cartGiftCardCodesAdd cartGiftCardCodesUpdate cartGiftCardCodesRemove cartNoteUpdate",
    "Cart": "id checkoutUrl totalQuantity createdAt updatedAt cost lines buyerIdentity deliveryGroups delivery "
            "note discountCodes discountAllocations discountApplications appliedGiftCards attributes attribute",
    "Attribute": "key value",
    "AttributeInput": "key value",
    "CartDiscountCode": "code applicable",
    "CartDiscountAllocation": "discountedAmount discountApplication sourceDiscountApplication targetType",
    "CartCodeDiscountAllocation": "code discountedAmount discountApplication sourceDiscountApplication targetType",
    # Never answered by the demo (it has no automatic discounts) but asked for by clients.
    "CartAutomaticDiscountAllocation": "title discountedAmount discountApplication sourceDiscountApplication targetType",
    "CartCustomDiscountAllocation": "title discountedAmount discountApplication sourceDiscountApplication targetType",
    "CartDiscountApplication": "allocationMethod targetSelection targetType value",
    # 2026-07: each discount the cart applies, with what it took off the whole cart.
    "BaseCartDiscountApplication": "allocationMethod targetSelection targetType totalAllocatedAmount value",
    "CartCodeDiscountApplication": "code allocationMethod targetSelection targetType totalAllocatedAmount value",
    "CartAutomaticDiscountApplication": "title allocationMethod targetSelection targetType totalAllocatedAmount value",
    "CartCustomDiscountApplication": "title allocationMethod targetSelection targetType totalAllocatedAmount value",
    "PricingValue": "",
    "PricingPercentageValue": "percentage",
    "DiscountApplicationAllocationMethod": "*",
    "DiscountApplicationTargetSelection": "*",
    "DiscountApplicationTargetType": "*",
    "AppliedGiftCard": "id lastCharacters amountUsed amountUsedV2 balance balanceV2 presentmentAmountUsed",
    "CartDiscountCodesUpdatePayload": "cart userErrors warnings",
    "CartGiftCardCodesAddPayload": "cart userErrors warnings",
    "CartGiftCardCodesUpdatePayload": "cart userErrors warnings",
    "CartGiftCardCodesRemovePayload": "cart userErrors warnings",
    "CartNoteUpdatePayload": "cart userErrors warnings",
    "CartCost": "subtotalAmount totalAmount checkoutChargeAmount totalTaxAmount totalDutyAmount",
    "BaseCartLine": "id quantity merchandise cost sellingPlanAllocation attributes attribute discountAllocations",
    # `parentRelationship`: nested cart lines (add-ons), 2025-10 on (VersionedFields refuses it before).
    "CartLine": "id quantity merchandise cost sellingPlanAllocation attributes attribute discountAllocations parentRelationship",
    "CartLineParentRelationship": "parent",
    # A bundle's line: a variant of a catalog product with `components`.
    "ComponentizableCartLine": "id quantity merchandise cost sellingPlanAllocation attributes attribute lineComponents discountAllocations",
    "BaseCartLineConnection": "edges nodes pageInfo",
    "BaseCartLineEdge": "cursor node",
    "CartLineCost": "amountPerQuantity compareAtAmountPerQuantity subtotalAmount totalAmount",
    "Merchandise": "",
    "CartBuyerIdentity": "email phone countryCode customer",
    "CartDeliveryGroupConnection": "edges nodes pageInfo",
    "CartDeliveryGroupEdge": "cursor node",
    "CartDeliveryGroup": "id groupType deliveryOptions selectedDeliveryOption discountAllocations",
    "CartDeliveryOption": "handle title code description estimatedCost deliveryMethodType",
    "CartDelivery": "addresses",
    "CartSelectableAddress": "id selected oneTimeUse address",
    "CartAddress": "",
    "CartDeliveryAddress": "firstName lastName company address1 address2 city provinceCode zip countryCode phone",
    "CartCreatePayload": "cart userErrors warnings",
    "CartLinesAddPayload": "cart userErrors warnings",
    "CartLinesUpdatePayload": "cart userErrors warnings",
    "CartLinesRemovePayload": "cart userErrors warnings",
    "CartBuyerIdentityUpdatePayload": "cart userErrors warnings",
    "CartDeliveryAddressesAddPayload": "cart userErrors warnings",
    "CartDeliveryAddressesUpdatePayload": "cart userErrors warnings",
    "CartDeliveryAddressesReplacePayload": "cart userErrors warnings",
    "CartSelectedDeliveryOptionsUpdatePayload": "cart userErrors warnings",
    "CartUserError": "field message code",
    "CartWarning": "code message target",
    "CartErrorCode": "*",
    "CartWarningCode": "*",
    "DeliveryMethodType": "*",
    "CartDeliveryGroupType": "*",
    "DeliveryAddressValidationStrategy": "*",
    "CartInput": "lines buyerIdentity delivery discountCodes giftCardCodes note attributes",
    # `parent` (a `CartLineParentInput`, @oneOf): nested cart lines, 2025-10 on.
    "CartLineInput": "merchandiseId quantity sellingPlanId attributes parent",
    "CartLineParentInput": "lineId merchandiseId",
    "CartLineUpdateInput": "id merchandiseId quantity sellingPlanId attributes",
    "CartBuyerIdentityInput": "email countryCode phone customerAccessToken",
    "CartDeliveryInput": "addresses",
    "CartSelectableAddressInput": "address selected oneTimeUse validationStrategy",
    "CartSelectableAddressUpdateInput": "id address selected oneTimeUse validationStrategy",
    "CartAddressInput": "deliveryAddress",
    "CartDeliveryAddressInput": "firstName lastName company address1 address2 city provinceCode zip countryCode phone",
    "CartSelectedDeliveryOptionInput": "deliveryGroupId deliveryOptionHandle",
}

# Classic customer accounts, served on every version.
CUSTOMER = {
    "QueryRoot": "customer",
    "Mutation": "customerCreate customerAccessTokenCreate customerAccessTokenRenew customerAccessTokenDelete "
                "customerRecover customerActivateByUrl customerResetByUrl customerAddressCreate "
                "customerAddressUpdate customerAddressDelete customerDefaultAddressUpdate customerUpdate",
    "Customer": "id firstName lastName displayName email phone acceptsMarketing numberOfOrders createdAt "
                "updatedAt defaultAddress addresses orders",
    "CustomerAccessToken": "accessToken expiresAt",
    "CustomerUserError": "field message code",
    "CustomerErrorCode": "*",
    "UserError": "field message",
    "MailingAddress": "id firstName lastName company address1 address2 city province provinceCode "
                      "zip country countryCodeV2 phone",
    "MailingAddressConnection": "edges nodes pageInfo",
    "MailingAddressEdge": "cursor node",
    "Order": "id name orderNumber totalPrice processedAt statusUrl financialStatus fulfillmentStatus email "
             "canceledAt currencyCode subtotalPrice totalShippingPrice totalTax totalRefunded shippingAddress lineItems",
    "OrderLineItem": "title quantity currentQuantity originalTotalPrice discountedTotalPrice variant",
    "OrderLineItemConnection": "edges nodes pageInfo",
    "OrderLineItemEdge": "cursor node",
    "OrderConnection": "edges nodes pageInfo totalCount",
    "OrderEdge": "cursor node",
    "OrderFinancialStatus": "*",
    "OrderFulfillmentStatus": "*",
    "UnsignedInt64": "",
    "CustomerCreateInput": "email password firstName lastName phone acceptsMarketing",
    "CustomerAccessTokenCreateInput": "email password",
    "CustomerUpdateInput": "email password firstName lastName phone acceptsMarketing",
    "MailingAddressInput": "firstName lastName company address1 address2 city province zip country phone",
    "CustomerCreatePayload": "customer customerUserErrors",
    "CustomerAccessTokenCreatePayload": "customerAccessToken customerUserErrors",
    "CustomerAccessTokenRenewPayload": "customerAccessToken userErrors",
    "CustomerAccessTokenDeletePayload": "deletedAccessToken deletedCustomerAccessTokenId userErrors",
    "CustomerRecoverPayload": "customerUserErrors",
    "CustomerActivateByUrlPayload": "customer customerAccessToken customerUserErrors",
    "CustomerResetByUrlPayload": "customer customerAccessToken customerUserErrors",
    "CustomerAddressCreatePayload": "customerAddress customerUserErrors",
    "CustomerAddressUpdatePayload": "customerAddress customerUserErrors",
    "CustomerAddressDeletePayload": "deletedCustomerAddressId customerUserErrors",
    "CustomerDefaultAddressUpdatePayload": "customer customerUserErrors",
    "CustomerUpdatePayload": "customer customerAccessToken customerUserErrors",
}

BUILTIN = {"ID", "String", "Int", "Float", "Boolean"}

# Arguments of selected fields the demo does not serve, though their types are selected: a cart
# line's Liquid `view_key` (2026-07: `cartLinesRemove(viewKeys:)`; the demo has no Liquid theme)
# and `@inContext(channelId:)` (2026-07; the demo has one channel). Without them here a client
# could send them and be silently ignored.
LEFT_OUT = {"Mutation.cartLinesRemove": {"viewKeys"}, "@inContext": {"channelId"}}


# The version the demo store's schema is copied from: the newest kept in Tests/StorefrontSchemas.
NEWEST = "2026-10"


def load(version):
    """`version`'s real schema: its SDL where only that was to be had (2026-10), else its
    introspection result."""
    sdl = SCHEMAS / f"storefront-{version}.graphql.gz"
    if sdl.exists():
        with gzip.open(sdl, "rt", encoding="utf-8") as file:
            return build_schema(file.read(), assume_valid=True)
    with gzip.open(SCHEMAS / f"storefront-{version}.json.gz", "rt", encoding="utf-8") as file:
        return build_client_schema(json.load(file))


def named(t):
    while isinstance(t, (GraphQLNonNull, GraphQLList)):
        t = t.of_type
    return t.name


def merge(*selections):
    merged = {}
    for selection in selections:
        for name, fields in selection.items():
            words = (merged.get(name, "") + " " + fields).split()
            merged[name] = " ".join(dict.fromkeys(words))
    return merged


def sdl(schema, selection):
    """SDL for `selection`, with every type, field and argument exactly as in `schema`."""
    known = set(selection) | BUILTIN
    blocks = []
    for name, fields in selection.items():
        t = schema.type_map.get(name)
        if t is None:
            sys.exit(f"{name}: not in the Storefront API")
        if isinstance(t, GraphQLScalarType):
            blocks.append(f"scalar {name}")
        elif isinstance(t, GraphQLEnumType):
            # Sorted: the SDL (2026-10) lists values in Shopify's order, the introspection files
            # alphabetically; sorting keeps a regeneration's diff to what the API changed.
            blocks.append(f"enum {name} {{\n" + "".join(f"  {v}\n" for v in sorted(t.values)) + "}")
        elif isinstance(t, GraphQLUnionType):
            blocks.append(f"union {name} = " + " | ".join(m.name for m in t.types if m.name in selection))
        else:
            keyword = {GraphQLObjectType: "type", GraphQLInterfaceType: "interface",
                       GraphQLInputObjectType: "input"}[type(t)]
            head = f"{keyword} {name}"
            ifaces = [i.name for i in getattr(t, "interfaces", []) if i.name in selection]
            if ifaces:
                head += " implements " + " & ".join(ifaces)
            lines = []
            for fname in fields.split():
                f = t.fields.get(fname)
                if f is None:
                    sys.exit(f"{name}.{fname}: not in the Storefront API")
                if named(f.type) not in known:
                    sys.exit(f"{name}.{fname}: its type {named(f.type)} is not selected")
                if isinstance(t, GraphQLInputObjectType):
                    lines.append(f"  {fname}: {f.type}")
                    continue
                left_out = LEFT_OUT.get(f"{name}.{fname}", set())
                args = [f"{a}: {x.type}" for a, x in sorted(f.args.items()) if named(x.type) in known and a not in left_out]
                arglist = f"({', '.join(args)})" if args else ""
                lines.append(f"  {fname}{arglist}: {f.type}")
            blocks.append(head + " {\n" + "\n".join(lines) + "\n}")
    directive = next(d for d in schema.directives if d.name == "inContext")
    dargs = ", ".join(f"{a}: {x.type}" for a, x in sorted(directive.args.items())
                      if named(x.type) in known and a not in LEFT_OUT["@inContext"])
    blocks.insert(0, f"directive @inContext({dargs}) on QUERY | MUTATION")
    # @defer as Shopify has it (its 2022-08-23 draft): the demo answers it incrementally.
    defer = next(d for d in schema.directives if d.name == "defer")
    dargs = ", ".join(f"{a}: {x.type}" + ("" if x.default_value is Undefined else f" = {print_ast(ast_from_value(x.default_value, x.type))}")
                      for a, x in defer.args.items())
    locations = " | ".join(location.name for location in defer.locations)
    blocks.insert(1, f"directive @defer({dargs}) on {locations}")
    blocks.insert(0, "schema {\n  query: QueryRoot\n  mutation: Mutation\n}")
    return "\n\n".join(blocks) + "\n"


def main():
    storefront = sdl(load(NEWEST), merge(CATALOG, CART, CUSTOMER))
    OUT.write_text(
        "// GENERATED by scripts/gen-demo-schema.py from Shopify's Storefront API schema. Do not edit.\n"
        "// swift-format-ignore-file\n\n"
        "/// The demo store's Storefront schema: the catalog, the Cart API and classic customer\n"
        f"/// accounts, a strict subset of the real {NEWEST} schema (SDL).\n"
        f'let storefrontSchemaSDL = #"""\n{storefront}"""#\n')
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
