import Foundation
import StoreKitCore

/// The checkout wizard: contact → shipping address → shipping rate → review → handoff → paid.
enum Checkout {
    /// Text editing in the focused field. True when the key was used.
    static func edit(_ key: Key, _ state: inout AppState) -> Bool {
        guard var screen = state.screen.checkout, screen.stepFields.contains(screen.focused) else { return false }
        var field = screen.fields[screen.focused]
        guard FormEditing.edit(key, &field) else { return false }
        screen.fields[screen.focused] = field
        screen.errors[field.key] = nil
        state.stack[state.top] = .checkout(screen)
        return true
    }

    static func perform(_ action: Action, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var screen = state.screen.checkout else { return }
        switch action {
        case .nextField, .previousField:
            screen.focused = FormEditing.move(action, from: screen.focused, in: screen.stepFields)
        case .nextSavedAddress:
            fillNextSavedAddress(&screen, &state)
        case .submit:
            submit(&screen, &state, &effects)
        case .openInBrowser:
            guard let url = screen.url, !state.pagesUnreachable else { return }
            effects.append(.openURL(url))
            state.status = StatusLine("Opening the checkout in the browser…")
        case .copyURL:
            // A page the shopper cannot reach is not worth copying (``AppState/pagesUnreachable``).
            guard let url = screen.url, !state.pagesUnreachable else { return }
            effects.append(.copy(url.absoluteString))
            state.status = StatusLine("Copied the checkout URL to the clipboard.")
        default:
            return
        }
        state.stack[state.top] = .checkout(screen)
    }

    private static func submit(_ screen: inout CheckoutScreen, _ state: inout AppState, _ effects: inout [Effect]) {
        guard !state.isWaiting(.checkout) else { return }
        switch screen.step {
        case .contact:
            let email = screen.value("email").trimmingCharacters(in: .whitespaces)
            guard email.range(of: #"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, options: .regularExpression) != nil else {
                screen.errors["email"] = "Enter an email address like ada@example.com"
                return
            }
            screen.errors = [:]
            screen.step = .shipping
            screen.focused = 1
        case .shipping:
            let address: ShippingAddress
            switch AddressForm.address(from: Array(screen.fields.dropFirst())) {
            case .success(let valid): address = valid
            case .failure(let problems):
                screen.errors = problems.messages
                if let key = problems.messages.keys.sorted().first(where: { key in screen.fields.contains { $0.key == key } }),
                    let index = screen.fields.firstIndex(where: { $0.key == key })
                {
                    screen.focused = index
                }
                return
            }
            screen.errors = [:]
            for field in screen.fields { state.rememberedFields[field.key] = field.value }
            state.rememberedFieldsOwner = state.account?.profile.id
            screen.activity = .creating
            screen.step = .rates
            let lines = state.cart.local.inputs
            let previous = state.cart.local.storeCart?.id(forVersion: state.apiVersion)
            state.send(
                .checkoutStart(
                    lines: lines, email: screen.value("email").trimmingCharacters(in: .whitespaces),
                    address: address, extras: state.cart.local.extras, previous: previous), for: .checkout, busy: .spinner,
                then: CheckoutEvent.created,
                &effects)
        case .rates:
            guard let checkout = screen.checkout, checkout.shippingRates.indices.contains(screen.rateSelection) else { return }
            screen.activity = .choosingShipping
            state.send(
                .selectShipping(checkout.shippingRates[screen.rateSelection], checkout), for: .checkout, busy: .spinner,
                then: CheckoutEvent.shippingChosen, &effects)
        case .review:
            guard let checkout = screen.checkout else { return }
            do {
                let checked = try CheckoutURL.validated(checkout.webURL)
                // Logged in, the cart carries the buyer's token: the checkout signs them in too.
                let url = state.account != nil ? CheckoutURL.signedIn(checked) : checked
                screen.url = url
                screen.step = .handoff
                // A page the shopper cannot reach is no way to pay: nothing to hand off or wait for.
                guard !state.pagesUnreachable else { return }
                state.handoffURL = url
                screen.activity = .waitingForPayment
                state.send(.awaitPayment(checkout), for: .checkout, busy: .spinner, then: CheckoutEvent.paid, &effects)
            } catch {
                screen.errors[""] = error.description
                state.status = StatusLine(error.description, kind: .error)
            }
        case .handoff, .paid:
            break
        }
    }

    /// Fills the shipping fields with the next saved address of the signed-in customer.
    private static func fillNextSavedAddress(_ screen: inout CheckoutScreen, _ state: inout AppState) {
        guard screen.step == .shipping else { return }
        guard let account = state.account, !account.addresses.isEmpty else {
            state.status = StatusLine(
                state.account == nil ? "Log in (a, from the shop) to use your saved addresses." : "You have no saved addresses.")
            return
        }
        let current = AddressForm.address(from: Array(screen.fields.dropFirst()))
        let index = account.addresses.firstIndex { (try? current.get()) == $0.address }.map { ($0 + 1) % account.addresses.count } ?? 0
        let values = AddressForm.values(account.addresses[index].address)
        for position in screen.fields.indices.dropFirst() { screen.fields[position].value = values[screen.fields[position].key] ?? "" }
        screen.errors = [:]
        state.status = StatusLine(
            "Saved address \(index + 1) of \(account.addresses.count)\(account.addresses[index].id == account.defaultAddressID ? " (default)" : "").")
    }

    /// The answers to the wizard's requests, for the wizard at `depth`.
    static func apply(_ event: CheckoutEvent, depth: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        state.updateScreen(at: depth, \.checkout) { screen, state in
            screen.activity = nil
            switch event {
            case .created(.success(let checkout)):
                received(checkout, &screen, &state)
                state.cart.local.storeCart = LocalCart.StoreCart(id: checkout.id, apiVersion: state.apiVersion)
                // A new checkout of these lines: they are no longer the order made before.
                state.cart.ordered = false
                // The store may take fewer than asked (its stock): the cart and its badge follow
                // what it took, and each line it cut says so.
                let adjustments = CartAdjustment.between(state.cart.local, and: checkout)
                if !adjustments.isEmpty {
                    state.cart.local.follow(adjustments)
                    state.cart.lineReports = adjustments.compactMap { adjustment in
                        state.cart.local.lines.firstIndex { $0.variantID == adjustment.variantID }
                            .map { LineChangeReport(line: $0 + 1, message: adjustment.description, blocksCheckout: false) }
                    }
                    state.status = StatusLine(
                        adjustments.map(\.description).joined(separator: "; ") + " — your cart now holds what the store has.",
                        kind: .error)
                }
                // A line the buyer's country cannot buy: no shipping, no hand-off while it is there.
                state.cart.local.noteStoreLines(checkout)
                effects.append(.saveCart(state.cart.local))
                let unavailable = state.cart.local.unavailableLines
                guard unavailable.isEmpty else {
                    state.cart.lineReports = unavailable.map { .unavailable(line: $0.line, $0.message) }
                    screen.step = .shipping
                    screen.focused = 1
                    let lines = unavailable.map { "line \($0.line)" }.joined(separator: ", ")
                    state.status = StatusLine(
                        "The store does not sell \(lines) where this order ships: \(unavailable[0].message) "
                            + "Remove it from the cart (esc, then d on the line) or ship elsewhere.", kind: .error)
                    break
                }
                screen.activity = .calculatingShipping
                state.send(.shippingRates(checkout), for: .checkout, depth: depth, busy: .spinner, then: CheckoutEvent.ratesCalculated, &effects)
            case .ratesCalculated(.success(let checkout)):
                received(checkout, &screen, &state)
                let rates = checkout.shippingRates
                screen.rateSelection = rates.indices.min { rates[$0].price.amount < rates[$1].price.amount } ?? 0
            case .shippingChosen(.success(let checkout)):
                received(checkout, &screen, &state)
                screen.step = .review
            case .paid(.success(let order)):
                screen.order = order
                screen.step = .paid
                // The URL is spent: quitting no longer prints it, and the next checkout starts fresh.
                state.handoffURL = nil
                // Logged in, the order joins the account: its orders are read again.
                if state.account != nil, state.accountRequest == nil {
                    state.loadAccount(renew: false, &effects)
                }
                state.cart.emptyAfterPayment()
                effects.append(.saveCart(state.cart.local))
                state.status = StatusLine("Paid\(order.name.map { ": order \($0)" } ?? ""). Thank you! The cart is now empty.")
            case .created(.failure(let failure)), .ratesCalculated(.failure(let failure)):
                guard let message = said(failure, &screen, &state) else { break }
                // Back at the address: it can be changed, or esc goes back to the e-mail.
                screen.step = .shipping
                screen.focused = 1
                state.status = StatusLine("\(message) (change the address and ⏎ tries again; esc goes back)", kind: .error)
            case .shippingChosen(.failure(let failure)):
                guard let message = said(failure, &screen, &state) else { break }
                state.status = StatusLine("\(message) (⏎ tries again)", kind: .error)
            case .paid(.failure(let failure)):
                guard let message = said(failure, &screen, &state) else { break }
                state.status = StatusLine("Stopped waiting for payment: \(message)", kind: .error)
            }
        }
    }

    /// The store's cart as the checkout leaves it (its address, its shipping), and what the
    /// store warns of: the cart screen shows it after `esc`, not the one read before the checkout.
    private static func received(_ checkout: CheckoutState, _ screen: inout CheckoutScreen, _ state: inout AppState) {
        screen.checkout = checkout
        state.cart.lastStoreCart = checkout
        if !checkout.warnings.isEmpty { state.status = StatusLine(checkout.warnings.map(\.description).joined(separator: " ")) }
    }

    /// A failure on the form: the fields the store refused are marked and the step that holds
    /// them shown (nil returned: said); any other failure's message, marked on the form, returned
    /// for the step to say what comes next.
    private static func said(_ failure: StoreFailure, _ screen: inout CheckoutScreen, _ state: inout AppState) -> String? {
        switch failure {
        case .refused(let errors):
            screen.errors = errors
            let emailProblem = errors.keys.contains("email")
            screen.step = emailProblem ? .contact : .shipping
            let key = emailProblem ? "email" : errors.keys.sorted().first { key in screen.fields.contains { $0.key == key } }
            screen.focused = screen.fields.firstIndex { $0.key == key } ?? (emailProblem ? 0 : 1)
            let text = errors.sorted { $0.key < $1.key }.map { $0.key.isEmpty ? $0.value : "\($0.key): \($0.value)" }.joined(separator: "; ")
            state.status = StatusLine("The store needs corrections: \(text)", kind: .error)
            return nil
        case .failed(let message):
            screen.errors[""] = message
            return message
        }
    }

    /// The way in from the cart: the form filled from the account and the last checkout of this run.
    static func start(_ state: inout AppState, _ effects: inout [Effect]) {
        guard !state.cart.local.lines.isEmpty else {
            state.status = StatusLine("The cart is empty.", kind: .error)
            return
        }
        if let blocking = state.cart.lineReports.first(where: \.blocksCheckout) {
            state.status = StatusLine("Line \(blocking.line): \(blocking.message). Remove it before checking out.", kind: .error)
            return
        }
        // A signed-in customer starts from their e-mail and default address; what the same
        // shopper typed in this run's last checkout wins (a guest's, before logging in, does not).
        var values: [String: String] = [:]
        if let account = state.account {
            values["email"] = account.profile.email
            if let address = account.preferredAddress { values.merge(AddressForm.values(address.address)) { $1 } }
        }
        let remembered = state.rememberedFieldsOwner == state.account?.profile.id ? state.rememberedFields : [:]
        if !(remembered["address1"] ?? "").isEmpty || state.account == nil {
            values.merge(remembered.filter { !$0.value.isEmpty }) { $1 }
        } else if let email = remembered["email"], !email.isEmpty {
            values["email"] = email
        }
        let fields = [FormField(key: "email", label: "Email", value: values["email"] ?? "", required: true)] + AddressForm.fields(values)
        Navigation.push(.checkout(CheckoutScreen(fields: fields)), &state, &effects)
    }
}
