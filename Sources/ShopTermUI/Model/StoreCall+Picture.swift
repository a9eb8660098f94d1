import TerminalPictures

extension StoreCall where Answer == Picture {
    /// A product picture, fetched and drawn for the terminal.
    static func picture(_ drawing: PictureDrawing) -> Self {
        Self(.picture(drawing)) { response in
            guard case .picture(let picture) = response else { return nil }
            return picture
        }
    }
}
