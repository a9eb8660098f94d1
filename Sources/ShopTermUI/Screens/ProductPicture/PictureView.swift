import StoreKitCore

extension Views {
    /// The product picture in its box (``PictureLayout``): the picture once it is drawn, centred
    /// across the box, its cells left blank for it; while it loads a dim word, and why not when it failed.
    static func picture(_ frame: inout Frame, _ state: AppState) {
        guard let slot = PictureLayout.slot(state), state.pictures.drawing == slot.drawing, let phase = state.pictures.phase else { return }
        let box = slot.box
        switch phase {
        case .shown(let picture):
            let column = box.column + max(0, (box.columns - picture.columns) / 2)
            frame.picture = Frame.PlacedPicture(row: box.row, column: column, picture: picture)
            for row in box.row..<(box.row + min(picture.rows, box.rows)) {
                frame.write(String(repeating: " ", count: min(picture.columns, box.columns)), row: row, column: column, style: .picture)
            }
        case .waiting:
            break
        case .loading:
            frame.write("loading picture…", row: box.row, column: box.column, style: .dim, limit: box.columns)
        case .failed(let reason):
            frame.write("no picture: \(reason)", row: box.row, column: box.column, style: .dim, limit: box.columns)
        }
    }
}
