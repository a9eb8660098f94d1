import Foundation
import ShopTermUI
import StoreKitCore
import TerminalPictures

extension Storefront {
    /// The storefront of `visit`'s shop for this shopper: its session (the shop by its domain,
    /// tokenless, or the embedded world's shop, whose pages `pages` serves), its cart kept by
    /// ``visitKeeping``, its services
    /// (its pictures drawn as `pictures` says, the same global catalog), and its launch answer: a shop that is no Shopify
    /// store, or does not answer, fails here, in one line, before anything changes on screen.
    func openVisit(
        _ visit: ShopVisit, pages: VisitPages, pictures: (StoreSession) -> @Sendable (PictureDrawing) async throws -> Picture
    ) async throws -> VisitedShop {
        var visited = self
        do {
            visited.session = try session.visiting(domain: visit.domain)
        } catch {
            throw ShopVisitFailure("\(error)")
        }
        visited.keeping = visitKeeping(visited.session)
        let session = visited.session
        // An embedded shop's checkout and login pages, served as its own storefront's are (none
        // for a shopper over SSH, whose browser cannot reach this computer's loopback, nor where
        // pages are served elsewhere).
        let pagesBase = kiosk || pagesPort != nil ? nil : try pages.serve(session, domain: visit.domain)
        var services = StoreServices.live(
            client: session.client, keeping: visited.keeping,
            customerAccounts: { session.customerAccountClient(embeddedBaseURL: pagesBase ?? URL(string: "http://127.0.0.1")!) },
            pictures: pictures(session),
            globalCatalog: globalCatalog)
        if kiosk { services.openURL = { _ in throw KioskRefusal() } }
        if let problems { services = problems.watching(services) }
        // The launch and the offer's product travel together: the shop is on screen one round trip later.
        async let product = Self.product(visit.productHandle, of: services)
        let launch = await services.answer(.home)
        guard case .home(let home, _) = launch else {
            if case .failure(let message) = launch { throw ShopVisitFailure(message) }
            throw ShopVisitFailure("its storefront did not answer as a Shopify store's")
        }
        var state = AppState(
            width: 80, height: 24, locale: session.configuration.buyer.locale, apiVersion: session.configuration.apiVersion.rawValue)
        let market = visited.keeping.loadMarket()
        if let market { session.client.changeMarket(to: market) }
        visited.prepare(&state, cart: try visited.keeping.loadCart(), market: market)
        return VisitedShop(services: services, state: state, home: home, product: await product)
    }

    /// The product page of `handle` as `services` answer it; nil without a handle.
    private static func product(_ handle: String?, of services: StoreServices) async -> Response? {
        guard let handle else { return nil }
        return await services.answer(.product(handle: handle))
    }
}
