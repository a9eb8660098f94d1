import Foundation
import Testing

/// `shopterm product H --image` against the embedded demo store, whose pictures are real files.
struct PictureCLITests {
    private let environment = ["TERM": "xterm-256color"]

    /// The rows of the picture: everything before the product's title.
    private func pictureRows(_ stdout: String, title: String) -> [Substring] {
        let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false)
        return Array(lines.prefix { $0 != title })
    }

    @Test func halfBlocksComeBeforeTheDetailsAndAreCached() async throws {
        let shopterm = Shopterm()
        let first = try await shopterm.run(["product", "swift-runner", "--image", "--images", "blocks"], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let rows = pictureRows(first.stdout, title: "Swift Runner")
        // A square photo on 40 × 20 cells of 10 × 20 pixels fills them.
        #expect(rows.count == 20)
        #expect(rows.allSatisfy { $0.hasPrefix("\u{1b}[") && $0.hasSuffix("\u{1b}[0m") })
        #expect(rows.contains { $0.contains("▄") })
        #expect(first.stdout.contains("Swift Runner\nKestrel · Running"))
        let files = try FileManager.default.subpathsOfDirectory(atPath: shopterm.home.appendingPathComponent("cache").path)
        #expect(files.filter { $0.hasSuffix(".image") }.count == 1)
        // Another product and colour: another picture.
        let other = try await shopterm.run(["product", "canvas-low", "--image", "--images", "blocks"], environment: environment)
        #expect(pictureRows(other.stdout, title: "Canvas Low") != rows)
        let again = try await shopterm.run(["product", "swift-runner", "--image", "--images", "blocks"], environment: environment)
        #expect(pictureRows(again.stdout, title: "Swift Runner") == rows)
    }

    @Test func graphicsProtocolsWhenAsked() async throws {
        let shopterm = Shopterm()
        let kitty = try await shopterm.run(["product", "swift-runner", "--image", "--images", "kitty"], environment: environment)
        #expect(kitty.stdout.hasPrefix("\u{1b}_Ga=T,f=32,"))
        let iterm = try await shopterm.run(["product", "swift-runner", "--image", "--images", "iterm"], environment: environment)
        #expect(iterm.stdout.hasPrefix("\u{1b}]1337;File=inline=1;"))
        let sixel = try await shopterm.run(["product", "swift-runner", "--image"], environment: ["TERM": "xterm", "SHOPTERM_IMAGES": "sixel"])
        #expect(sixel.stdout.hasPrefix("\u{1b}P0;1;0q"))
        #expect(sixel.stdout.contains("\u{1b}\\\nSwift Runner\n"))
    }

    @Test func noColorMeansNoPictureUnlessForced() async throws {
        let shopterm = Shopterm()
        let plain = try await shopterm.run(["product", "swift-runner", "--image"], environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        #expect(plain.status == 0 && plain.stdout.hasPrefix("Swift Runner\n"))
        #expect(plain.stderr.contains("shopterm: no picture: NO_COLOR is set"), "\(plain.stderr)")
        let forced = try await shopterm.run(
            ["product", "swift-runner", "--image", "--images", "blocks"], environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        #expect(forced.stdout.hasPrefix("\u{1b}["))
    }

    /// `auto` draws for the terminal on stdout: into a file or a pipe it draws nothing and says
    /// why (not that the terminal lacks colours); a named mode writes the picture there anyway.
    @Test func noPictureIntoAFileUnlessAModeIsNamed() async throws {
        let shopterm = Shopterm()
        for terminal in ["xterm", "xterm-256color"] {
            let piped = try await shopterm.run(["product", "swift-runner", "--image"], environment: ["TERM": terminal])
            #expect(piped.status == 0 && piped.stdout.hasPrefix("Swift Runner\n"), "\(piped.stdout)")
            #expect(
                piped.stderr.hasSuffix(
                    "shopterm: no picture: standard output is not a terminal; --images blocks (or kitty, iterm, sixel) writes one anyway\n"),
                "\(piped.stderr)")
            #expect(!piped.stderr.contains("NO_COLOR") && !piped.stderr.contains("colours"), "\(piped.stderr)")
        }
        let named = try await shopterm.run(["product", "swift-runner", "--image", "--images", "blocks"], environment: ["TERM": "xterm"])
        #expect(named.stdout.hasPrefix("\u{1b}["), "\(named.stderr)")
    }

    /// Under LANG=C (ASCII only) no Unicode half block is drawn (issue 41, point 6).
    @Test func noHalfBlocksUnderANonUTF8Locale() async throws {
        let result = try await Shopterm().run(
            ["product", "swift-runner", "--image", "--images", "blocks"], environment: ["TERM": "xterm-256color", "LANG": "C"])
        #expect(result.status == 0 && result.stdout.hasPrefix("Swift Runner\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("▄") && !result.stdout.contains("▀"))
        #expect(result.stderr.contains("shopterm: no picture: half blocks need a UTF-8 locale"), "\(result.stderr)")
    }

    @Test func badSettingsAreOneLineErrors() async throws {
        let shopterm = Shopterm()
        let flag = try await shopterm.run(["product", "swift-runner", "--image", "--images", "pictures"], environment: environment)
        #expect(flag.status == 2)
        #expect(flag.stderr.contains("--images \"pictures\" is not a pictures mode (auto, kitty, iterm, sixel, blocks, none)"))
        let variable = try await shopterm.run(
            ["product", "swift-runner", "--image"], environment: ["TERM": "xterm-256color", "SHOPTERM_IMAGES": "photo"])
        #expect(variable.stdout.hasPrefix("Swift Runner\n"))
        #expect(variable.stderr.contains("\"photo\" is not a pictures mode") && variable.stderr.contains("SHOPTERM_IMAGES"))
    }

    @Test func jsonNeverCarriesAPicture() async throws {
        let result = try await Shopterm().run(["product", "swift-runner", "--image", "--images", "blocks", "--json"], environment: environment)
        #expect(result.stdout.hasPrefix("{"))
        #expect(!result.stdout.contains("\u{1b}"))
    }
}
