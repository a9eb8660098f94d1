/// A rectangle of the frame.
struct Area {
    var top: Int
    var left: Int
    var width: Int
    var height: Int

    var bottom: Int { top + height }
    var right: Int { left + width }

    /// Lists and detail panes side by side from this width.
    static let wideWidth = 90

    /// The screen between the header and the status line.
    static func content(_ state: AppState) -> Area {
        Area(top: 1, left: 0, width: state.width, height: state.contentRows)
    }

    /// The search screen's results (and suggestions): under the query and its example.
    var searchList: Area {
        Area(top: top + 3, left: left, width: width, height: max(1, height - 3))
    }

    /// The list on the left and, when wide, a detail pane on the right.
    func split(wide: Bool) -> (list: Area, detail: Area?) {
        guard wide else { return (self, nil) }
        let listWidth = width * 11 / 20
        return (
            Area(top: top, left: left, width: listWidth, height: height),
            Area(top: top, left: left + listWidth + 2, width: width - listWidth - 3, height: height)
        )
    }
}
