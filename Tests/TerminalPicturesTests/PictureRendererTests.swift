import Foundation
import TerminalPictures
import Testing

/// The exact bytes each mode draws for a fixed 4×4 picture on 2×1 cells of 4×8 pixels
/// (libchafa 1.12, Debian 12's).
struct PictureRendererTests {
    private func render(_ mode: PictureMode, colors: BlockColors = .trueColor) throws -> Picture {
        try PictureRenderer.render(Fixtures.quarters, style: PictureStyle(mode: mode, colors: colors, cell: Fixtures.cell), columns: 2, rows: 1)
    }

    @Test func halfBlocksIn24BitColour() throws {
        let picture = try render(.blocks)
        #expect(picture.columns == 2 && picture.rows == 1)
        #expect(picture.lines == ["\u{1B}[0m\u{1B}[38;2;34;18;236;48;2;220;18;18m▄\u{1B}[38;2;219;235;236;48;2;34;235;18m▄\u{1B}[0m"])
    }

    @Test func halfBlocksIn256Colours() throws {
        #expect(try render(.blocks, colors: .indexed256).lines == ["\u{1B}[0m\u{1B}[38;5;21;48;5;160m▄\u{1B}[38;5;254;48;5;46m▄\u{1B}[0m"])
    }

    @Test func kittyGraphics() throws {
        let picture = try render(.kitty)
        #expect(
            picture.lines == [
                "\u{1B}_Ga=T,f=32,s=8,v=8,c=2,r=1,m=1\u{1B}\\\u{1B}_Gm=1;/wAA//8AAP//AAD/tkgA/0m1AP8A/wD/AP8A/wD/AP//AAD//wAA//8AAP+2SAD/SbUA/wD/AP8A/wD/AP8A//8AAP//AAD//wAA/7ZIAP9JtQD/AP8A/wD/AP8A/wD/tgBI/7YASP+2AEj/lkhI/2e1SP9I/0j/SP9I/0j/SP9JALX/SQC1/0kAtf9nSLX/lbW1/7X/tf+1/7X/tf+1/wAA//8AAP//AAD//0hI//+1tf//////////////////AAD//wAA//8AAP//SEj//7W1//////////////////8AAP//AAD//wAA//9ISP//tbX//////////////////w==\u{1B}\\\u{1B}_Gm=0\u{1B}\\"
            ])
        // Colours are the protocol's own: the setting for blocks changes nothing.
        #expect(try render(.kitty, colors: .indexed256) == picture)
    }

    @Test func itermInlineImage() throws {
        #expect(
            try render(.iterm).lines == [
                "\u{1B}]1337;File=inline=1;width=2;height=1;preserveAspectRatio=0:SUkqAAgBAAD/AAD//wAA//8AAP+2SAD/SbUA/wD/AP8A/wD/AP8A//8AAP//AAD//wAA/7ZIAP9JtQD/AP8A/wD/AP8A/wD//wAA//8AAP//AAD/tkgA/0m1AP8A/wD/AP8A/wD/AP+2AEj/tgBI/7YASP+WSEj/Z7VI/0j/SP9I/0j/SP9I/0kAtf9JALX/SQC1/2dItf+VtbX/tf+1/7X/tf+1/7X/AAD//wAA//8AAP//SEj//7W1//////////////////8AAP//AAD//wAA//9ISP//tbX//////////////////wAA//8AAP//AAD//0hI//+1tf//////////////////CwAAAQQAAQAAAAgAAAABAQQAAQAAAAgAAAACAQMABAAAAJIBAAAGAQMAAQAAAAIAAAARAQQAAQAAAAgAAAASAQMAAQAAAAEAAAAVAQMAAQAAAAQAAAAWAQQAAQAAAAgAAAAXAQQAAQAAAAABAAAcAQMAAQAAAAEAAABSAQMAAQAAAAEAAAAAAAAACAAIAAgACAA=\u{07}"
            ])
    }

    @Test func sixels() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/quarters-2x1.sixel")
        #expect(try render(.sixel).lines == [String(decoding: try Data(contentsOf: golden), as: UTF8.self)])
    }

    @Test func placingMovesToEachRowAndPutsTheCursorBack() throws {
        let picture = Picture(mode: .blocks, columns: 1, rows: 2, lines: ["A", "B"])
        #expect(picture.placed(row: 2, column: 5) == "\u{1B}7\u{1B}[3;6HA\u{1B}[4;6HB\u{1B}8")
        #expect(picture.streamed == "A\nB\n")
        #expect(Picture(mode: .sixel, columns: 1, rows: 1, lines: ["S"]).streamed == "S\n")
    }

    @Test func aPictureKeepsItsAspectInsideItsBox() throws {
        // A wide 8×4 picture in a 20×20 box of 10×20-pixel cells: 20 columns, 5 rows.
        let wide = Bitmap(width: 8, height: 4, pixels: Array(repeating: 200, count: 8 * 4 * 4))
        let picture = try PictureRenderer.render(wide, style: PictureStyle(mode: .blocks), columns: 20, rows: 20)
        #expect(picture.columns == 20 && picture.rows == 5 && picture.lines.count == 5)
    }

    @Test(arguments: [
        (100, 100, 30, 15, CellSize(width: 10, height: 20), 30, 15),
        (100, 100, 40, 15, CellSize(width: 10, height: 20), 30, 15),
        (400, 100, 40, 15, CellSize(width: 10, height: 20), 40, 5),
        (1, 1000, 40, 15, CellSize(width: 10, height: 20), 1, 15),
        (0, 0, 3, 2, CellSize.usual, 3, 2),
    ])
    func fitting(width: Int, height: Int, columns: Int, rows: Int, cell: CellSize, fittedColumns: Int, fittedRows: Int) {
        let fitted = PictureFit.cells(width: width, height: height, columns: columns, rows: rows, cell: cell)
        #expect(fitted.columns == fittedColumns && fitted.rows == fittedRows)
    }

    @Test func pixelsAskedForTheCells() {
        #expect(PictureFit.pixels(columns: 30, rows: 15, style: PictureStyle(mode: .blocks)) == (30, 30))
        #expect(PictureFit.pixels(columns: 30, rows: 15, style: PictureStyle(mode: .sixel, cell: CellSize(width: 9, height: 18))) == (270, 270))
    }
}
