import Foundation
import StoreKitCore

/// A cart's delivery in the demo store: its addresses (`cartDeliveryAddressesAdd`, `…Update`,
/// `…Replace`) and the delivery options chosen, which a change makes the store calculate again.
extension CommerceState {
    func addAddresses(_ id: String, _ addresses: [(address: DemoAddress, selected: Bool, oneTimeUse: Bool)]) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            outcome.userErrors += addressErrors(addresses.map(\.address), prefix: ["addresses"])
            outcome.userErrors += selectionErrors(addresses.map(\.selected), prefix: ["addresses"])
            guard outcome.userErrors.isEmpty else { return }
            guard cart.addresses.count + addresses.count <= 20 else {
                outcome.userErrors.append(
                    DemoUserError(field: ["addresses"], code: "TOO_MANY_DELIVERY_ADDRESSES", message: "A cart can hold at most 20 addresses."))
                return
            }
            if addresses.contains(where: \.selected) {
                for index in cart.addresses.indices { cart.addresses[index].selected = false }
            }
            for entry in addresses {
                cart.addresses.append(
                    SelectableAddress(
                        id: cart.nextAddressID(), address: entry.address, selected: entry.selected,
                        oneTimeUse: entry.oneTimeUse))
            }
            if addresses.contains(where: \.selected) { restartShippingCalculation(&cart, selectionReset: true) }
        }
    }

    /// `cartDeliveryAddressesReplace` (2025-10): the cart's addresses become `addresses`.
    func replaceAddresses(_ id: String, _ addresses: [(address: DemoAddress, selected: Bool, oneTimeUse: Bool)]) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            outcome.userErrors += addressErrors(addresses.map(\.address), prefix: ["addresses"])
            outcome.userErrors += selectionErrors(addresses.map(\.selected), prefix: ["addresses"])
            guard outcome.userErrors.isEmpty else { return }
            guard addresses.count <= 20 else {
                outcome.userErrors.append(
                    DemoUserError(field: ["addresses"], code: "TOO_MANY_DELIVERY_ADDRESSES", message: "A cart can hold at most 20 addresses."))
                return
            }
            cart.addresses = addresses.map { entry in
                SelectableAddress(id: cart.nextAddressID(), address: entry.address, selected: entry.selected, oneTimeUse: entry.oneTimeUse)
            }
            restartShippingCalculation(&cart, selectionReset: true)
        }
    }

    /// `cartDeliveryAddressesUpdate`; with no updates, from 2025-10 (`clearsWhenEmpty`) it
    /// removes every address, before it changed nothing.
    func updateAddresses(
        _ id: String, _ updates: [(id: String, address: DemoAddress?, selected: Bool?, oneTimeUse: Bool?)],
        clearsWhenEmpty: Bool
    ) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            if updates.isEmpty {
                guard clearsWhenEmpty, !cart.addresses.isEmpty else { return }
                cart.addresses = []
                restartShippingCalculation(&cart, selectionReset: true)
                return
            }
            outcome.userErrors += addressErrors(updates.compactMap(\.address), prefix: ["addresses"])
            guard outcome.userErrors.isEmpty else { return }
            for (index, update) in updates.enumerated() {
                guard let position = cart.addresses.firstIndex(where: { $0.id == update.id }) else {
                    outcome.userErrors.append(
                        DemoUserError(
                            field: ["addresses", String(index), "id"], code: "INVALID_DELIVERY_ADDRESS_ID",
                            message: "The delivery address with id \(update.id) does not exist."))
                    continue
                }
                if let address = update.address { cart.addresses[position].address = address }
                if let selected = update.selected {
                    if selected { for other in cart.addresses.indices { cart.addresses[other].selected = false } }
                    cart.addresses[position].selected = selected
                }
                if let oneTimeUse = update.oneTimeUse { cart.addresses[position].oneTimeUse = oneTimeUse }
            }
            restartShippingCalculation(&cart, selectionReset: true)
        }
    }

    func selectDeliveryOptions(_ id: String, _ selections: [(groupID: String, handle: String)]) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            for (index, selection) in selections.enumerated() {
                guard selection.groupID == cart.deliveryGroupID, cart.selectedAddress != nil else {
                    outcome.userErrors.append(
                        DemoUserError(
                            field: ["selectedDeliveryOptions", String(index), "deliveryGroupId"], code: "INVALID_DELIVERY_GROUP",
                            message: "The delivery group does not exist."))
                    continue
                }
                guard cart.pendingRateReads == 0 else {
                    outcome.userErrors.append(
                        DemoUserError(
                            field: ["selectedDeliveryOptions", String(index)], code: "PENDING_DELIVERY_GROUPS",
                            message: "Delivery options are still being calculated."))
                    continue
                }
                guard rates(for: cart).contains(where: { $0.handle == selection.handle }) else {
                    outcome.userErrors.append(
                        DemoUserError(
                            field: ["selectedDeliveryOptions", String(index), "deliveryOptionHandle"], code: "INVALID_DELIVERY_OPTION",
                            message: "The delivery option is not available for this address."))
                    continue
                }
                cart.selectedOptionHandle = selection.handle
            }
        }
    }

    func restartShippingCalculation(_ cart: inout Cart, selectionReset: Bool = false) {
        if selectionReset || !rates(for: cart).contains(where: { $0.handle == cart.selectedOptionHandle }) { cart.selectedOptionHandle = nil }
        if cart.selectedAddress != nil { cart.pendingRateReads = shippingRatePolls }
    }

    func addressErrors(_ addresses: [DemoAddress], prefix: [String]) -> [DemoUserError] {
        addresses.enumerated().flatMap { index, address in
            address.problems().map {
                DemoUserError(field: prefix + [String(index), "address", "deliveryAddress", $0.field], code: $0.cartCode, message: $0.message)
            }
        }
    }

    func selectionErrors(_ selected: [Bool], prefix: [String]) -> [DemoUserError] {
        selected.filter { $0 }.count > 1
            ? [DemoUserError(field: prefix, code: "ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED", message: "Only one delivery address can be selected.")]
            : []
    }
}
