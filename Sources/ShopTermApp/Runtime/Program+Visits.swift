import Foundation
import ShopTermUI
import StoreKitCore
import Synchronization

extension Program {
    /// Opens the offer's shop (what ``Effect/visitShop(_:)`` asks): its storefront is made and its launch asked while the search of
    /// every store stays on screen; the loop takes it over once it answered (``takeOpenedShop()``),
    /// or says in one line why it could not.
    public func visitShop(_ visit: ShopVisit) {
        // A shop whose storefront is set aside underneath: back to it (a second storefront of it
        // would hold a second copy of its cart), its product opened there.
        if isOpenUnderneath(visit.domain) {
            while state.shopDomain?.lowercased() != visit.domain.lowercased(), hasLeft { leaveShop() }
            return apply([.openHere(visit)])
        }
        guard let opensShop else {
            return apply([.effectFailed("Shops are not opened from here: use shopterm --shop \(visit.domain)")])
        }
        let current = state
        Task { [opened, wake] in
            let result: Result<VisitedShop, ShopVisitFailure>
            do {
                result = .success(try await opensShop(visit, current))
            } catch let failure as ShopVisitFailure {
                result = .failure(failure)
            } catch {
                result = .failure(ShopVisitFailure("\(error)"))
            }
            opened.slot.withLock { $0 = (visit, result) }
            wake()
        }
    }

    /// The visited shop's storefront in place of this one, when it is ready.
    func takeOpenedShop() {
        guard
            let (visit, result) = opened.slot.withLock({ value in
                defer { value = nil }
                return value
            })
        else { return }
        switch result {
        case .failure(let failure):
            apply([.effectFailed("\(TerminalText.sanitized(visit.sellerName)) could not be opened: \(failure.message)")])
        case .success(let shop):
            suspend(for: visit)
            let origin = state.shop?.name ?? state.visitedShopName ?? "the search of every store"
            var visiting = shop.state
            visiting.width = state.width
            visiting.height = state.height
            visiting.asciiOnly = state.asciiOnly
            visiting.pictures.enabled = state.pictures.enabled
            // The carts said there: those said here, and this shop's own.
            let here = CartElsewhere(shopName: origin, domain: state.shopDomain ?? "", items: state.cart.local.itemCount)
            visiting.cartsElsewhere =
                state.cartsElsewhere.filter { $0.domain != here.domain && $0.domain != visit.domain } + (here.items > 0 ? [here] : [])
            replace(services: shop.services, state: visiting)
            let (started, effects) = startVisit(visiting, visit, home: shop.home, product: shop.product, from: origin)
            setState(started)
            perform(effects)
            redraw()
        }
    }

    /// esc on the visit's first screen: back to the storefront it was opened from, which says
    /// what the visited shop's cart holds.
    func leaveShop() {
        guard let back = resume() else { return }
        let items = state.cart.local.lines.reduce(0) { $0 + $1.quantity }
        let name = state.shop?.name ?? state.visitedShopName ?? back.visit.sellerName
        let (width, height) = (state.width, state.height)
        replace(restoring: back)
        apply([.resize(width: width, height: height), .cameBack(CartElsewhere(shopName: name, domain: back.visit.domain, items: items))])
    }
}
