import StoreKitCore

extension Views {
    /// The country and language picker: where prices are given for now, the language row of
    /// the highlighted country, and the countries with their currencies (the current one marked).
    static func markets(_ frame: inout Frame, _ state: AppState, _ screen: MarketScreen, _ area: Area) {
        let left = area.left + 1
        let width = area.width - 2
        let current = screen.current.flatMap { current in screen.countries.items.first { $0.code == current.country } }
        let now =
            current.map { "Shopping in \($0.name): prices in \($0.currencyLabel)" }
            ?? "Prices, stock and the cart follow the country you shop in."
        frame.write(now, row: area.top, column: left, style: .bold, limit: width)
        if state.isWaiting(.marketChange), let choice = screen.choice {
            frame.write(
                "\(spinner(state)) Moving to \(screen.countries.current?.name ?? choice.country)…", row: area.top + 1, column: left,
                style: .dim, limit: width)
        } else if let language = screen.chosenLanguage {
            // The row belongs to the highlighted country, which it names (the line above is
            // the country shopped in now).
            let label = screen.countries.current.map { "Language in \($0.name): " } ?? "Language: "
            let used = frame.write(label, row: area.top + 1, column: left, style: .dim, limit: width)
            let cycles = screen.languages.count > 1
            if used < width {
                frame.write(
                    cycles ? "‹ \(language.name) ›" : language.name, row: area.top + 1, column: left + used,
                    style: cycles ? .badge : .normal, limit: width - used)
            }
        }
        let list = Area(
            top: area.top + MarketLayout.headerRows, left: area.left, width: area.width,
            height: max(1, area.height - MarketLayout.headerRows))
        drawList(&frame, screen.countries, list, empty: "") { country, _ in
            let mark = country.code == screen.current?.country ? " (now)" : ""
            return ("\(country.name)\(mark)", country.currencyLabel)
        }
    }
}
