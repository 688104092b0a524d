import CPNG
import PickerSystem

/// PNG in through libpng's simplified API (`png_image`), which reports errors in
/// `png_image.message` instead of longjmp-ing through Swift frames; out through `PNGRowEncoder`.
package enum PNGCodec {
    /// The largest PNG file read: checked with `fstat` before a byte of it is read.
    package static let maximumFileBytes = 16 << 20
    /// The most pixels an image may decode to (16 MiB of RGBA, 2048x2048 or a 4096x1024 strip),
    /// checked from the header before decoding; at most 4096 a side.
    package static let maximumPixels = 4 << 20
    package static let maximumSide = 4096

    /// How an image that cannot be opened is mended.
    package static let notOpenedAdvice = "give a readable PNG file (a relative path is taken from the config's folder, or the data source's directory)"

    /// Reads a PNG file of any colour type as 8-bit RGBA, opened as `files` allows (a regular
    /// file of at most `maximumFileBytes`). Errors name the file and the reason.
    package static func read(path: String, files: FileAccess = .anywhere) throws -> RGBAImage {
        let file = try open(path, files: files)
        defer { file.close() }
        return try read(file)
    }

    /// The PNG file at `path`, opened as `files` allows; an error names it and the reason, and, for
    /// a path that names no file, how to give one, as a font's does (trial 23).
    package static func open(_ path: String, files: FileAccess) throws -> ReadableFile {
        do {
            return try files.openRegularFile(path, limit: maximumFileBytes)
        } catch let error as SystemError where [Errno.noEntry, Errno.notADirectory, Errno.isADirectory].contains(error.errno) {
            throw RenderError("image \(reason(error)); \(notOpenedAdvice)")
        } catch {
            throw RenderError("image \(reason(error))")
        }
    }

    /// Reads an opened PNG file from its descriptor.
    package static func read(_ file: ReadableFile) throws -> RGBAImage {
        let bytes: [UInt8]
        do {
            bytes = try file.readAll()
        } catch {
            throw RenderError("image \(reason(error))")
        }
        return try decode(bytes, name: file.path)
    }

    /// Decodes PNG bytes; `name` goes into error messages. The header alone is parsed before the
    /// size is checked against `maximumSide` and `maximumPixels`: a small file that claims a huge
    /// picture is refused before any memory is set aside for it.
    package static func decode(_ bytes: [UInt8], name: String) throws -> RGBAImage {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else {
            throw RenderError("image \(name): not a readable PNG (\(message(of: &image)))")
        }
        defer { png_image_free(&image) }
        image.format = panel_picker_png_format_rgba()
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
            throw RenderError("image \(name): \(width)x\(height) is outside 1..\(maximumSide) pixels a side")
        }
        guard width * height <= maximumPixels else {
            throw RenderError("image \(name): \(width)x\(height) is \(width * height) pixels, more than the \(maximumPixels) an image may have")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else {
            throw RenderError("image \(name): broken PNG data (\(message(of: &image)))")
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Encodes the buffer's pixels as an 8-bit RGB PNG (RGB565 is widened to 8 bits a channel).
    package static func encode(_ buffer: PixelBuffer, alpha: Bool = false) throws -> [UInt8] {
        let encoder = try PNGRowEncoder(buffer, alpha: alpha)
        while true {
            if let png = try encoder.encode(rows: buffer.height) { return png }
        }
    }

    /// Writes the buffer to `path` as PNG, replacing any file there atomically.
    package static func write(_ buffer: PixelBuffer, to path: String) throws {
        let bytes = try encode(buffer)
        do {
            try FileSystem.writeFileAtomically(path, bytes)
        } catch let error as SystemError {
            throw RenderError("cannot write \(path): \(error.reason)")
        }
    }

    /// A file error's reason with the path, as image errors give it.
    private static func reason(_ error: any Error) -> String {
        if let error = error as? SystemError { return "\(error.subject): \(error.reason)" }
        return "\(error)"
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let text = String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            return text.isEmpty ? "no reason given" : text
        }
    }
}
