import StoreKitCore
import Testing

@testable import ShopTermUI

/// Store text made safe and measured in cells, on the ASCII fast path and off it.
@Suite struct TerminalTextTests {
    /// Under LANG=C every character of an amount written for a locale has an ASCII stand-in: no
    /// `?` where a no-break space or a currency symbol was (issue 41, point 6).
    @Test func everyCharacterOfAnAmountHasAnASCIIStandIn() {
        #expect(TerminalText.ascii("SEK\u{a0}1\u{a0}700,14") == "SEK 1 700,14")
        #expect(TerminalText.ascii("297,53\u{a0}€") == "297,53 EUR")
        let amounts: [(String, String)] = [
            ("de_DE", "EUR"), ("sv_SE", "SEK"), ("de_CH", "CHF"), ("fr_FR", "EUR"), ("fr_CA", "CAD"), ("hi_IN", "INR"), ("ko_KR", "KRW"),
            ("pl_PL", "PLN"), ("ru_RU", "RUB"), ("tr_TR", "TRY"), ("he_IL", "ILS"), ("en_GB", "GBP"), ("ja_JP", "JPY"), ("nb_NO", "NOK"),
            ("uk_UA", "UAH"), ("th_TH", "THB"), ("vi_VN", "VND"), ("en_PH", "PHP"), ("es_ES", "EUR"), ("pt_BR", "BRL"),
        ]
        for (locale, currency) in amounts {
            let text = Money(amount: "-1700.14", currencyCode: currency)!.formatted(locale: locale)
            let shown = TerminalText.ascii(text)
            #expect(!shown.contains("?") && shown.unicodeScalars.allSatisfy(\.isASCII), "\(locale) \(currency): \(text) → \(shown)")
        }
        // Every currency CLDR gives a sign that is not ASCII, in its country's market locale and
        // in English, is written with its ISO code under LANG=C (`16.448 KWD`, never `16.448 ?.?.`).
        let signs: [(String, String)] = [
            ("KW", "KWD"), ("BH", "BHD"), ("AE", "AED"), ("SA", "SAR"), ("QA", "QAR"), ("OM", "OMR"), ("JO", "JOD"), ("EG", "EGP"),
            ("IL", "ILS"), ("IN", "INR"), ("RU", "RUB"), ("UA", "UAH"), ("JP", "JPY"), ("CN", "CNY"), ("KR", "KRW"), ("DE", "EUR"),
            ("GB", "GBP"), ("TH", "THB"), ("VN", "VND"), ("TR", "TRY"), ("IR", "IRR"), ("PK", "PKR"), ("BD", "BDT"), ("KZ", "KZT"),
        ]
        for (country, currency) in signs {
            let money = Money(amount: "-16448.5", currencyCode: currency)!
            for locale in [MoneyStyle.locale(country: country, language: nil), "en_US"] {
                let style = MoneyStyle(locale: "en_US", marketLocale: locale, asciiOnly: true)
                let shown = money.formatted(style)
                #expect(shown.unicodeScalars.allSatisfy(\.isASCII) && !shown.contains("?"), "\(locale) \(currency): \(shown)")
                #expect(TerminalText.ascii(shown) == shown)
                let sign = money.formatted(MoneyStyle(locale: "en_US", marketLocale: locale)).filter { $0.isLetter || $0.isCurrencySymbol }
                #expect(sign.allSatisfy(\.isASCII) || shown.contains(currency), "\(locale) \(currency): \(shown)")
            }
        }
        let kuwait = MoneyStyle(locale: "en_US", marketLocale: MoneyStyle.locale(country: "KW", language: nil), asciiOnly: true)
        #expect(Money(amount: "16.448", currencyCode: "KWD")!.formatted(kuwait) == "16.448 KWD")
        let germany = MoneyStyle(locale: "en_US", marketLocale: MoneyStyle.locale(country: "DE", language: "DE"), asciiOnly: true)
        #expect(Money(amount: "297.53", currencyCode: "EUR")!.formatted(germany) == "297,53 EUR")
        // The shop's own format: its sign, where it is not ASCII, is the code too.
        let yen = MoneyStyle(locale: "en_US", shopFormat: "¥{{amount_no_decimals}}", shopCurrency: "JPY", asciiOnly: true)
        #expect(Money(amount: "1235", currencyCode: "JPY")!.formatted(yen) == "JPY 1,235")
        let dinars = MoneyStyle(locale: "en_US", shopFormat: "{{amount}} د.ك", shopCurrency: "KWD", asciiOnly: true)
        #expect(Money(amount: "-16.448", currencyCode: "KWD")!.formatted(dinars) == "-16.448 KWD")
        let francs = MoneyStyle(locale: "en_US", shopFormat: "CHF {{amount_with_apostrophe_separator}}", shopCurrency: "CHF", asciiOnly: true)
        #expect(Money(amount: "3288", currencyCode: "CHF")!.formatted(francs) == "CHF 3'288.00")
    }

    @Test func widthsCountCellsPerGrapheme() {
        #expect(TerminalText.width(of: "Swift Runner") == 12)
        #expect(TerminalText.width(of: "") == 0)
        #expect(TerminalText.width(of: "靴") == 2)
        #expect(TerminalText.width(of: "Café") == 4)
        #expect(TerminalText.width(of: "Cafe\u{301}") == 4, "a combining accent takes no cell")
        #expect(TerminalText.width(of: "👟 shoe") == 7)
        #expect(TerminalText.width(of: "a\u{200B}b") == 2)
        #expect(TerminalText.width(of: Character("x")) == 1)
        #expect(TerminalText.width(of: Character("\r\n")) == 1)
    }

    @Test func sanitizingRemovesControlsAndBidiOnBothPaths() {
        #expect(TerminalText.sanitized("Plain title") == "Plain title")
        #expect(TerminalText.sanitized("Evil\u{1B}]2;pwned\u{07}title") == "Eviltitle")
        #expect(TerminalText.sanitized("tab\there\nand\rthere") == "tab here and there")
        #expect(TerminalText.sanitized("DEL\u{7F}") == "DEL")
        #expect(TerminalText.sanitized("Ca\u{202E}fé\u{9B}") == "Café")
    }

    @Test func truncationEndsInAnEllipsisWithinTheLimit() {
        #expect(TerminalText.truncated("Swift Runner", to: 20) == "Swift Runner")
        #expect(TerminalText.truncated("Swift Runner", to: 6) == "Swift…")
        #expect(TerminalText.truncated("Swift Runner", to: 0) == "")
        #expect(TerminalText.truncated("靴靴靴靴", to: 5) == "靴靴…")
        #expect(TerminalText.truncated("Café au lait", to: 5) == "Café…")
        for limit in 1...12 {
            #expect(TerminalText.width(of: TerminalText.truncated("Swift Runner", to: limit)) <= limit)
        }
    }
}

/// Widths come from the C library's `wcwidth`, the table ncurses draws by, so the UI and the
/// terminal agree on every cell.
@Suite struct SystemWidthTests {
    @Test(arguments: [("é", 1), ("e\u{301}", 1), ("漢", 2), ("🌸", 2), ("❤\u{FE0F}", 1), ("\u{200B}", 0), ("Ａ", 2), ("\u{378}", 1)])
    func aCharacterTakesTheCellsTheCLibrarySays(_ text: String, _ cells: Int) {
        #expect(TerminalText.width(of: text) == cells, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    /// A family emoji is three wide glyphs joined by U+200D: the terminal draws each, and so does the frame.
    @Test func aJoinedEmojiSequenceIsLaidOutGlyphByGlyph() {
        let family: Character = "👨\u{200D}👩\u{200D}👧"
        #expect(TerminalText.width(of: family) == 6)
        #expect(TerminalText.glyphs(of: family).map(\.cells) == [2, 2, 2])
        #expect(TerminalText.glyphs(of: family).map(\.text).joined() == String(family))
        var frame = Frame(width: 10, height: 1)
        #expect(frame.write("a\(family)b", row: 0, column: 0) == 8)
        #expect(frame.cells.map(\.text) == ["a", "👨\u{200D}", "", "👩\u{200D}", "", "👧", "", "b", " ", " "])
    }
}

@Suite struct CountedTests {
    @Test func oneItemTwoItems() {
        #expect(counted(1, "item") == "1 item")
        #expect(counted(2, "item") == "2 items")
        #expect(counted(0, "item") == "0 items")
        #expect(counted(1, "address", plural: "addresses") == "1 address")
        #expect(counted(3, "address", plural: "addresses") == "3 addresses")
    }
}
