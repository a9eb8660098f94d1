import ArgumentParser
import Foundation

/// `shopterm-bench`: measures what a shopper feels and compares each figure with its target.
@main
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopterm-bench",
        abstract: "Measure shopterm's performance against its targets (see docs/performance.md).",
        discussion: """
            Runs the shopterm binary beside this one in a pseudo-terminal against `shopterm demo-server` (latency \(TerminalBench.latency) ms), and the \
            storefront headless against the demo store in-process. Build with -c release --static-swift-stdlib for meaningful \
            figures (a statically linked binary starts several milliseconds sooner). Exit status: \
            1 when a figure misses its target (with --short: only when it is worse than its gross limit, twice the target), \
            2 on bad usage.
            """)

    @Flag(help: "Fewer samples; fail only on gross regressions (twice the target). For CI.")
    var short = false

    @Flag(help: "Print the figures as JSON.")
    var json = false

    @Option(help: "The shopterm binary to measure (default: the one beside shopterm-bench).")
    var shopterm: String?

    func run() async throws {
        if let shopterm { TerminalBench.use(shopterm) }
        guard FileManager.default.isExecutableFile(atPath: TerminalBench.binary) else {
            throw ValidationError(
                "no shopterm binary at \(TerminalBench.binary): build it (swift build -c release --product shopterm) or pass --shopterm PATH")
        }
        var figures: [BenchFigure] = []
        var launches: [TerminalBench.Launch] = []
        for _ in 0..<(short ? 3 : 5) { launches.append(try await TerminalBench.launch()) }
        let launch = TerminalBench.median(launches)
        figures.append(BenchFigure("Launch to first frame", launch.firstFrame, "ms", atMost: 30))
        figures.append(
            BenchFigure(
                "Launch to catalog beyond one round trip (\(Int(launch.roundTrip)) ms)", launch.catalog - launch.roundTrip, "ms",
                atMost: 20))
        figures.append(
            BenchFigure(
                "Relaunch: store answers before the cached catalog shows", Double(launch.requestsBeforeCachedCatalog), "", atMost: 0, gross: 0))
        figures.append(BenchFigure("Relaunch: launch to cached catalog", launch.cachedCatalog, "ms", atMost: 30))
        figures.append(BenchFigure("Relaunch: refreshed from the store behind it", launch.refreshedBehind ? 1 : 0, "", atLeast: 1, gross: 1))

        let scroll = try await ScrollBench.run(keystrokes: short ? 200 : 1000)
        figures.append(BenchFigure("Scroll 10,000 products: keystroke to frame p99 in process", scroll.p99, "ms", atMost: 2))
        figures.append(BenchFigure("Scroll 10,000 products: keystrokes that waited for a page", Double(scroll.stalls), "", atMost: 0, gross: 2))
        // 1,000 keystrokes in both modes (25 s): the p99 of fewer would be one of a handful of
        // the slowest, the ones that coincide with a page arriving.
        let terminal = try TerminalBench.scroll(keystrokes: 1000)
        figures.append(BenchFigure("Scroll 10,000 products: keystroke to frame p99 through a pty", terminal.p99, "ms", atMost: 2))
        figures.append(BenchFigure("Scroll 10,000 products: peak resident memory", terminal.peakMegabytes, "MB", atMost: 50))
        figures.append(
            BenchFigure(
                "Scroll: bytes written per step, per changed cell (\(Int(terminal.bytesPerStep)) B for \(Int(scroll.changedCellsPerStep)) cells)",
                terminal.bytesPerStep / max(1, scroll.changedCellsPerStep), "B", atMost: 2))

        let decode = try await DecodeBench.run(iterations: short ? 50 : 2000)
        if let ratio = decode.ratio {
            figures.append(
                BenchFigure(
                    "Decode 250 products (\(decode.bytes / 1024) KB): Swift \(BenchFigure.format(decode.swiftMilliseconds)) ms / python json.loads \(BenchFigure.format(decode.pythonMilliseconds ?? 0)) ms",
                    ratio, "×", atMost: 1))
        } else {
            figures.append(BenchFigure("Decode 250 products (\(decode.bytes / 1024) KB), python3 not found", decode.swiftMilliseconds, "ms"))
        }

        let trips = try await RoundTripBench.run()
        let names = trips.shopterm.map { $0.joined(separator: "+") }.joined(separator: ", ")
        figures.append(BenchFigure("Journey round trips: \(names)", Double(trips.shopterm.count), "", atMost: 5, gross: 6))
        figures.append(BenchFigure("Journey round trips, Buy SDK step by step (baseline)", Double(trips.baseline.count), "", atLeast: 10, gross: 10))

        let pictures = try await PictureBench.run(keystrokes: short ? 100 : 400)
        let trip = "one round trip (\(Int(pictures.roundTrip)) ms)"
        figures.append(
            BenchFigure(
                "Picture (sixel) on screen after the product opens, beyond \(trip)", pictures.firstOpen - pictures.roundTrip, "ms",
                atMost: 30))
        figures.append(BenchFigure("Picture on screen after the product opens, relaunch (disk cache)", pictures.cachedOpen, "ms", atMost: 30))
        figures.append(
            BenchFigure("Picture, relaunch: image files asked of the store", Double(pictures.cachedImageRequests), "", atMost: 0, gross: 0))
        figures.append(
            BenchFigure(
                "Keystroke to frame p99 while pictures load (\(pictures.picturesWhileTyping) asked for), in process", pictures.keystrokeP99, "ms",
                atMost: 2))

        let global = try await GlobalSearchBench.run(samples: short ? 3 : 7)
        figures.append(
            BenchFigure(
                "Search every store: results on screen beyond one round trip (\(Int(global.roundTrip)) ms)", global.results - global.roundTrip,
                "ms", atMost: 10))
        figures.append(
            BenchFigure(
                "Search every store: an offer's shop asked to open it (\(global.shopRequests.joined(separator: ", ")))",
                Double(global.shopRequests.count), "", atMost: 2, gross: 2))
        figures.append(
            BenchFigure(
                "Search every store: an offer's shop on screen beyond one round trip (\(Int(global.shopRoundTrip)) ms)",
                global.shopOpened - global.shopRoundTrip, "ms", atMost: 10))

        let waits = try await VisibleWaitsBench.run()
        let at = "at \(VisibleWaitsBench.latency) ms"
        func listed(_ waits: [String]) -> String { waits.isEmpty ? "" : ": " + waits.joined(separator: ", ") }
        figures.append(
            BenchFigure("Visible waits \(at), first launch\(listed(waits.firstLaunch))", Double(waits.firstLaunch.count), "", atMost: 1, gross: 1))
        figures.append(
            BenchFigure(
                "Visible waits \(at), relaunch from the cache\(listed(waits.relaunch))", Double(waits.relaunch.count), "", atMost: 0, gross: 0))
        figures.append(
            BenchFigure(
                "Visible waits \(at), opening a product after resting on it\(listed(waits.openingAProduct))",
                Double(waits.openingAProduct.count), "", atMost: 0, gross: 0))
        figures.append(
            BenchFigure(
                "Visible waits \(at), collection, adding, cart and forms\(listed(waits.browsing))", Double(waits.browsing.count), "",
                atMost: 0, gross: 0))
        figures.append(BenchFigure("Visible waits \(at), checkout (expected)\(listed(waits.checkout))", Double(waits.checkout.count), ""))

        try report(figures)
    }

    private func report(_ figures: [BenchFigure]) throws {
        let failed = figures.filter { short ? !$0.withinGross : !$0.met }
        if json {
            struct Document: Encodable {
                var short: Bool
                var figures: [BenchFigure]
                var failed: [String]
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(Document(short: short, figures: figures, failed: failed.map(\.name))), as: UTF8.self))
        } else {
            let width = figures.map(\.name.count).max() ?? 0
            for figure in figures {
                let mark = figure.target == nil ? " " : (figure.met ? "✓" : (figure.withinGross ? "~" : "✗"))
                print(
                    "\(mark) \(figure.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(figure.valueText.leftPadded(10))  \(figure.targetText)"
                )
            }
            if !failed.isEmpty { print("\n\(failed.count) figure(s) \(short ? "beyond twice their target" : "off target").") }
        }
        if !failed.isEmpty { throw ExitCode.failure }
    }
}

/// One measured figure and its target.
struct BenchFigure: Encodable {
    enum Comparison: String, Encodable {
        case atMost = "<="
        case atLeast = ">="
    }

    var name: String
    var value: Double
    var unit: String
    var target: Double?
    var comparison: Comparison?
    /// The value that counts as a gross regression (twice the target by default).
    var gross: Double?

    init(_ name: String, _ value: Double, _ unit: String) {
        self.name = name
        self.value = value
        self.unit = unit
    }

    init(_ name: String, _ value: Double, _ unit: String, atMost target: Double, gross: Double? = nil) {
        self.init(name, value, unit)
        self.target = target
        comparison = .atMost
        self.gross = gross ?? target * 2
    }

    init(_ name: String, _ value: Double, _ unit: String, atLeast target: Double, gross: Double? = nil) {
        self.init(name, value, unit)
        self.target = target
        comparison = .atLeast
        self.gross = gross ?? target / 2
    }

    var met: Bool { check(target) }
    var withinGross: Bool { check(gross) }

    private func check(_ limit: Double?) -> Bool {
        guard let limit, let comparison, value.isFinite else { return limit == nil }
        return comparison == .atMost ? value <= limit : value >= limit
    }

    var valueText: String { "\(Self.format(value))\(unit.isEmpty ? "" : " \(unit)")" }
    var targetText: String {
        guard let target, let comparison else { return "(reported)" }
        return "target \(comparison == .atMost ? "≤" : "≥") \(Self.format(target))\(unit.isEmpty ? "" : " \(unit)")"
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e6 ? String(Int(value)) : String(format: value < 10 ? "%.2f" : "%.1f", value)
    }

    private enum CodingKeys: String, CodingKey { case name, value, unit, target, comparison, gross, met }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(value.isFinite ? value : -1, forKey: .value)
        try container.encode(unit, forKey: .unit)
        try container.encodeIfPresent(target, forKey: .target)
        try container.encodeIfPresent(comparison, forKey: .comparison)
        try container.encodeIfPresent(gross, forKey: .gross)
        try container.encode(met, forKey: .met)
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
