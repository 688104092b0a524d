import CPNG

/// A PNG written some rows at a time, so that a 1920x1080 screenshot (tens of milliseconds of
/// zlib) can be spread over turns of the picker's loop, with frames and other clients served
/// between them, rather than hold the loop until it is done.
package final class PNGRowEncoder {
    /// The picture being written; the encoder's own, so nothing changes it between turns.
    private let source: PixelBuffer
    /// The pixels' top bytes are premultiplied alpha, written as the PNG's own (straight) alpha.
    private let alpha: Bool
    private let output = PNGOutput()
    private var writer = panel_picker_png_writer()
    /// The first row not written yet.
    package private(set) var nextRow = 0
    private var failure: RenderError?

    /// Starts a PNG of `source`, which the caller must not change until the last row is written
    /// (a screenshot passes a copy of the shown frame); with `alpha`, its pixels' top bytes are
    /// their premultiplied alpha (a picker drawn into a host's ARGB buffer).
    package init(_ source: PixelBuffer, alpha: Bool = false) throws {
        self.source = source
        self.alpha = alpha
        let started = panel_picker_png_writer_start(
            &writer, UInt32(source.width), UInt32(source.height), alpha ? 1 : 0, Unmanaged.passUnretained(output).toOpaque(),
            { png, data, length in
                guard let png, let data, let sink = png_get_io_ptr(png) else { return }
                Unmanaged<PNGOutput>.fromOpaque(sink).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
            })
        guard started != 0 else { throw RenderError("PNG encoding failed: libpng could not start a \(source.width)x\(source.height) image") }
    }

    /// Writes up to `count` more rows (at least one); the whole PNG once the last row is written,
    /// else nil. After a failure libpng's state is gone, and every later call fails too.
    package func encode(rows count: Int) throws -> [UInt8]? {
        if let failure { throw failure }
        guard nextRow < source.height else { return output.bytes }
        let rows = nextRow..<min(source.height, nextRow + max(1, count))
        let pixels = alpha ? source.rgbaBytes(rows: rows) : source.rgbBytes(rows: rows)
        let written = pixels.withUnsafeBufferPointer {
            panel_picker_png_writer_rows(&writer, $0.baseAddress, source.width * (alpha ? 4 : 3), UInt32(rows.count))
        }
        guard written != 0 else { throw fail(RenderError("PNG encoding failed at row \(nextRow) of \(source.height)")) }
        guard rows.upperBound == source.height else {
            nextRow = rows.upperBound
            return nil
        }
        guard panel_picker_png_writer_end(&writer) != 0 else { throw fail(RenderError("PNG encoding failed at its end")) }
        panel_picker_png_writer_destroy(&writer)
        nextRow = source.height
        return output.bytes
    }

    /// Writes `rowsPerStep` rows at a time until the PNG is done (it is returned) or, after at
    /// least one step, `isTimeUp()` says the turn is over (nil: call again in the next one).
    package func encode(rowsPerStep: Int, until isTimeUp: () -> Bool) throws -> [UInt8]? {
        repeat {
            if let png = try encode(rows: rowsPerStep) { return png }
        } while !isTimeUp()
        return nil
    }

    private func fail(_ error: RenderError) -> RenderError {
        failure = error
        panel_picker_png_writer_destroy(&writer)
        return error
    }

    deinit {
        panel_picker_png_writer_destroy(&writer)
    }
}

/// Where libpng's write callback appends the file's bytes.
private final class PNGOutput {
    var bytes: [UInt8] = []
}
