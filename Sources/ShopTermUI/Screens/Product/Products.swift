import StoreKitCore

/// The product screen: the variant picker, the quantity, adding to the cart.
enum Products {
    static func perform(_ action: Action, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var screen = state.screen.product, let product = screen.product else { return }
        switch action {
        case .previousValue, .nextValue:
            let step = action == .nextValue ? 1 : -1
            if screen.focusedRow < product.options.count {
                let option = product.options[screen.focusedRow]
                guard !option.values.isEmpty else { return }
                let current = option.values.firstIndex(of: screen.selection[option.name] ?? "") ?? 0
                screen.selection[option.name] = option.values[(current + step + option.values.count) % option.values.count]
                readChosenVariant(&screen, &state, &effects)
                fitQuantity(&screen, &state)
            } else if screen.focusedRow == product.purchaseRow {
                screen.planIndex = PurchaseOptions.step(screen.planIndex, by: step, in: product)
            } else {
                changeQuantity(by: step, &screen, &state)
            }
        case .increase:
            changeQuantity(by: 1, &screen, &state)
        case .decrease:
            changeQuantity(by: -1, &screen, &state)
        case .addUnder:
            AddOnTarget.step(&screen, &state)
        case .addToCart:
            // On a recommended product, ⏎ opens it.
            if let recommended = screen.focusedRecommendation { return Navigation.openProduct(recommended, &state, &effects) }
            add(screen, product, &state, &effects)
            return
        default:
            return
        }
        state.stack[state.top] = .product(screen)
    }

    static func add(_ screen: ProductScreen, _ product: Product, _ state: inout AppState, _ effects: inout [Effect]) {
        if screen.selectedVariant == nil, state.isWaiting(.variant) {
            state.status = StatusLine("Reading that variant from the store; ⏎ again in a moment.")
            return
        }
        guard let variant = screen.selectedVariant else {
            state.status = StatusLine("That combination does not exist; choose another.", kind: .error)
            return
        }
        guard variant.availableForSale else {
            let named = ProductVariant.shownTitle(variant.title) ?? product.summary.title
            state.status = StatusLine("\(named) is sold out\(product.variants.count > 1 ? "; choose another" : "").", kind: .error)
            return
        }
        let plan = screen.selectedPlan
        if plan == nil, product.requiresSellingPlan {
            state.status = StatusLine("\(product.summary.title) is sold by subscription only; choose a plan.", kind: .error)
            return
        }
        // Stock is the variant's, whatever the plans of its lines.
        let inCart = state.cart.local.lines.filter { $0.variantID == variant.id }.reduce(0) { $0 + $1.quantity }
        if let limit = variant.stock.limit, inCart + screen.quantity > limit {
            let room = max(0, limit - inCart)
            state.status = StatusLine(
                "Only \(limit) in stock and the cart has \(inCart): "
                    + (room == 0 ? "no more can be added." : "\(room) more can be added."), kind: .error)
            return
        }
        let line = LocalCart.Line(
            quantity: screen.quantity, of: variant, plan: plan, productTitle: product.summary.title,
            productHandle: product.summary.handle)
        do {
            if let parent = screen.addOnParent {
                let parentTitle = state.cart.local.lines.indices.contains(parent - 1) ? state.cart.local.lines[parent - 1].title : ""
                try state.cart.local.add(line, under: parent)
                state.status = StatusLine("Added \(screen.quantity) × \(line.title) under line \(parent), \(parentTitle).")
                var added = screen
                added.addOnParent = nil
                state.stack[state.top] = .product(added)
            } else {
                try state.cart.local.add(line)
                state.status = StatusLine("Added \(screen.quantity) × \(line.title) to the cart.")
            }
            effects.append(.saveCart(state.cart.local))
        } catch {
            state.status = StatusLine(error.description, kind: .error)
        }
    }

    /// The most of the selected variant one line may hold: what the store has when it says.
    static func maxQuantity(_ screen: ProductScreen) -> Int {
        min(LocalCart.maxQuantity, max(1, screen.selectedVariant?.stock.limit ?? LocalCart.maxQuantity))
    }

    /// + and −: never past what the store has.
    static func changeQuantity(by step: Int, _ screen: inout ProductScreen, _ state: inout AppState) {
        // Nothing of a sold-out variant can be added: that, not a most, is what + hears.
        if step > 0, let reason = screen.cannotAdd(waitingForVariant: state.isWaiting(.variant)) {
            let name = screen.product?.everyVariantSoldOut == true ? screen.title : screen.selectedVariant?.title ?? "That combination"
            state.status = StatusLine("\(name) is \(reason).")
            return
        }
        let limit = maxQuantity(screen)
        if step > 0, screen.quantity >= limit, let stock = screen.selectedVariant?.stock, stock.limit != nil {
            state.status = StatusLine("\(stock.description): \(limit) is the most you can add.")
            return
        }
        screen.quantity = min(max(1, screen.quantity + step), limit)
    }

    /// After choosing another variant: the quantity comes down to what that one has.
    static func fitQuantity(_ screen: inout ProductScreen, _ state: inout AppState) {
        let limit = maxQuantity(screen)
        guard screen.quantity > limit else { return }
        screen.quantity = limit
        state.status = StatusLine("\(screen.selectedVariant?.stock.description ?? "Limited stock"): the quantity is now \(limit).")
    }

    /// A product that arrived (or was read ahead) on its screen, its first available variant chosen.
    static func show(_ product: Product, in screen: inout ProductScreen) {
        screen.product = product
        screen.title = product.summary.title
        // A choice made before (the same page, reopened in another market) stays when the
        // product still has that variant.
        if screen.selection.isEmpty || !product.hasVariant(screen.selection) { screen.selection = initialSelection(product) }
        // A product sold by subscription only starts on its first plan.
        screen.planIndex = product.requiresSellingPlan && !product.sellingPlans.isEmpty ? 0 : nil
    }

    /// A product whose variants were not all read (2,000 of them, say): the chosen one, when it
    /// is not among those read but the store's marks say it exists, is asked for on its own;
    /// an earlier such request is given up.
    static func readChosenVariant(_ screen: inout ProductScreen, depth: Int? = nil, _ state: inout AppState, _ effects: inout [Effect]) {
        state.cancel(.screen(depth: depth ?? state.top, .variant), &effects)
        guard let product = screen.product, screen.selectedVariant == nil, product.hasVariant(screen.selection) else { return }
        let selection = product.options.compactMap { option in screen.selection[option.name].map { SelectedOption(name: option.name, value: $0) } }
        state.send(
            .variant(productID: product.summary.id, selection: selection), for: .variant, depth: depth, busy: .quiet,
            then: ProductEvent.variantRead, &effects)
    }

    /// The chosen variant read on its own: kept with the product's.
    static func received(_ result: Result<ProductVariant?, StoreFailure>, _ screen: inout ProductScreen, _ state: inout AppState) {
        switch result {
        case .success(let variant?):
            if screen.product?.variants.contains(where: { $0.id == variant.id }) == false { screen.product?.variants.append(variant) }
            fitQuantity(&screen, &state)
        case .success(nil):
            break
        case .failure(let failure):
            state.status = StatusLine("Could not read that variant: \(failure.message)", kind: .error)
        }
    }

    /// The product of a product page: shown, and the keys typed while it loaded played.
    static func loaded(
        _ result: Result<Product?, StoreFailure>, _ screen: inout ProductScreen, depth: Int, _ state: inout AppState, _ effects: inout [Effect]
    ) -> [Key] {
        switch result {
        case .success(let product?):
            show(product, in: &screen)
            // A quantity kept from before (another market) comes down to what the store has.
            fitQuantity(&screen, &state)
            readChosenVariant(&screen, depth: depth, &state, &effects)
            let typed = screen.keysWhileLoading
            screen.keysWhileLoading = []
            return typed
        case .success(nil):
            screen.error = "This product is no longer in the store."
        case .failure(let failure):
            screen.error = failure.message
            state.status = StatusLine("Could not load the product: \(failure.message) (r retries)", kind: .error)
        }
        return []
    }

    /// The first available variant's options, for a freshly loaded product.
    static func initialSelection(_ product: Product) -> [String: String] {
        let variant = product.variants.first(where: \.availableForSale) ?? product.variants.first
        // A store may name two options alike: the first value of a name wins (never a trap).
        return Dictionary((variant?.selectedOptions ?? []).map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}

extension Products {
    /// pgdn, pgup, g and G on the product page: scroll it (the page, not the option picker).
    static func scroll(_ action: Action, _ state: inout AppState) {
        guard case .product(var screen) = state.screen, let product = screen.product else { return }
        let rows = state.contentRows
        let last = ProductLayout.maxScroll(product, body: ProductLayout.body(screen, product, state), rows: rows)
        let current = max(0, min(screen.scroll, last))
        switch action {
        case .pageDown: screen.scroll = min(last, current + max(1, rows - 1))
        case .pageUp: screen.scroll = max(0, current - max(1, rows - 1))
        case .top: screen.scroll = 0
        case .bottom: screen.scroll = last
        default: return
        }
        state.stack[state.top] = .product(screen)
    }

    /// Scrolls the product page so that the focused row (an option, the quantity or a
    /// recommended product) is on screen.
    static func keepFocusVisible(_ state: inout AppState) {
        guard case .product(var screen) = state.screen, let product = screen.product else { return }
        let rows = state.contentRows
        let body = ProductLayout.body(screen, product, state)
        let line = ProductLayout.line(ofRow: screen.focusedRow, product, body: body)
        var scroll = max(0, min(screen.scroll, ProductLayout.maxScroll(product, body: body, rows: rows)))
        if line < scroll { scroll = line }
        if line >= scroll + rows { scroll = line - rows + 1 }
        screen.scroll = scroll
        state.stack[state.top] = .product(screen)
    }
}
