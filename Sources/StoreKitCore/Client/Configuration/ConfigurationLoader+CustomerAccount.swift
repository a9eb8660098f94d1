import Foundation

extension ConfigurationLoader {
    /// The Customer Account API client for `shop`, checked. A client is one shop's: the file's
    /// `shops` entry for the shop in use, else its top-level keys when they are that shop's (the
    /// file's `shop`; or any when no shop is in use); flags and the environment win, field by
    /// field, for this run, but never make a pair with another shop's entry.
    func customerAccount(flags: ConfigFile, file: ConfigFile, fileLabel: String, shop: ShopEndpoint?) throws(ConfigurationError)
        -> CustomerAccountSettings?
    {
        let fileShop = file.shop.flatMap { try? ShopEndpoint(parsing: $0) }
        let entry = shop.flatMap { file.settings(for: $0) }
        let topLevelApplies = entry == nil && (shop == nil || shop.map { fileShop?.sameShop(as: $0) == true } == true)
        func pick(_ key: String, _ path: KeyPath<ConfigFile, String?>, _ entryPath: KeyPath<ShopAccountSettings, String?>)
            -> (value: String, source: String, forRun: Bool)?
        {
            if let value = flags[keyPath: path] { return (value, "--\(Self.flagName(key))", true) }
            if let name = Self.environmentKeys[key], let raw = environment[name], !raw.isEmpty { return (raw, name, true) }
            if let entry, let value = entry[keyPath: entryPath], let shop { return (value, "\(fileLabel) (shops.\(shop.host))", false) }
            if topLevelApplies, let value = file[keyPath: path] { return (value, fileLabel, false) }
            return nil
        }
        let shopID = pick("customerAccountShopId", \.customerAccountShopId, \.customerAccountShopId)
        let clientID = pick("customerAccountClientId", \.customerAccountClientId, \.customerAccountClientId)
        let redirect = pick("customerAccountRedirectUri", \.customerAccountRedirectUri, \.customerAccountRedirectUri)
        switch (shopID, clientID) {
        case (let shopID?, let clientID?):
            if entry != nil, shopID.forRun != clientID.forRun {
                throw .invalidValue(
                    field: "customer account", source: shopID.forRun ? shopID.source : clientID.source,
                    reason: "gives the \(shopID.forRun ? "shop ID" : "client ID") alone while the config file has this shop's other: "
                        + "give both (--account-shop-id and --account-client-id), or neither")
            }
            guard !shopID.value.isEmpty, shopID.value.allSatisfy({ $0.isASCII && $0.isNumber }), shopID.value.first != "0" else {
                throw .invalidValue(
                    field: "customer account shop ID", source: shopID.source,
                    reason: "\"\(shopID.value)\" is not a shop ID (digits, e.g. 68817551382: the number in shopify.com/<shop ID>/account)")
            }
            if let redirect, let reason = Self.callbackProblem(redirect.value) {
                throw .invalidValue(field: "customer account redirect URI", source: redirect.source, reason: reason)
            }
            return CustomerAccountSettings(shopID: shopID.value, clientID: clientID.value, redirectURI: redirect?.value)
        case (let given?, nil), (nil, let given?):
            throw .invalidValue(
                field: "customer account", source: given.source,
                reason: "needs both the shop ID and the client ID (--account-shop-id and --account-client-id)")
        case (nil, nil):
            return nil
        }
    }

    /// Why `text` cannot be a public client's callback: one a browser is sent back to with the
    /// code, so https, http on loopback only, or an app's own scheme (`shop.123.app://callback`);
    /// never a script, data or file, and no fragment (the code comes in the query).
    static func callbackProblem(_ text: String) -> String? {
        guard let url = URLComponents(string: text), let scheme = url.scheme?.lowercased(), !scheme.isEmpty else {
            return "\"\(text)\" is not a URL"
        }
        guard url.fragment == nil else { return "\"\(text)\" has a #fragment: a callback receives the code in its query" }
        switch scheme {
        case "https":
            return (url.host ?? "").isEmpty ? "\"\(text)\" names no host" : nil
        case "http":
            return Loopback.isLoopback(url.host ?? "") ? nil : "\"\(text)\" is http: a callback off this computer must be https"
        case "javascript", "data", "file", "about", "blob", "mailto", "ftp":
            return "\"\(text)\" cannot be a callback (\(scheme):)"
        default:
            return url.host == nil ? "\"\(text)\" names no host: write it as \(scheme)://callback" : nil
        }
    }
}
