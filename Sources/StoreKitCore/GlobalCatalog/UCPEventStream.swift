import Foundation

/// The `data` of each event of a `text/event-stream` body (WHATWG server-sent events: lines
/// `data: …`, an event ends at a blank line, several data lines join with a line break).
enum UCPEventStream {
    /// Each event's data, in order.
    static func messages(in body: Data) -> [Data] {
        let text = String(decoding: body, as: UTF8.self)
        var events: [Data] = []
        var data: [Substring] = []
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            if line.isEmpty {
                if !data.isEmpty { events.append(Data(data.joined(separator: "\n").utf8)) }
                data = []
            } else if line.hasPrefix("data:") {
                let value = line.dropFirst(5)
                data.append(value.hasPrefix(" ") ? value.dropFirst() : value)
            }
        }
        if !data.isEmpty { events.append(Data(data.joined(separator: "\n").utf8)) }
        return events
    }
}
