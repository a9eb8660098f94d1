/// The largest page the Storefront API serves.
public let maxPageSize = 250

/// The largest page of products one request asks for: at about 7 cost points a product, 100 keep
/// a page (or the launch screen's two) within the 1,000 a store answers tokenless.
public let productPageLimit = 100

/// The largest page of a product's variants one request asks for: at about 5 cost points a
/// variant, 100 keep the product's page within 1,000; a product with more (Shopify allows 2,048)
/// is read on in ``ProductVariantsQuery`` pages.
public let variantPageLimit = 100
