import ArgumentParser
import Foundation

/// `shopterm bench`: measures what a shopper feels and compares each figure with its target.
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "Measure shopterm's performance against its targets.")

    @Flag(help: "Fewer iterations; fail only when a figure is worse than twice its target (for CI).")
    var short = false

    @OptionGroup var output: OutputOptions

    func run() async throws {
        let decode = try await DecodeBench.run(iterations: short ? 20 : 2000)
        print(decode)
        let trips = try await RoundTripBench.run()
        print(trips.shopterm.count, trips.shopterm, trips.baseline.count, trips.baseline)
        print(try TerminalBench.launch())
        print(try TerminalBench.scroll(keystrokes: short ? 200 : 1000))
    }
}
