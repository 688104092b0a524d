import CPNG
import PickerSystem

/// PNG in and out through libpng's simplified API (`png_image`), which reports
/// errors in `png_image.message` instead of longjmp-ing through Swift frames.
public enum PNGCodec {
    /// Reads a PNG file of any colour type as 8-bit RGBA. Errors name the file and the reason.
    public static func read(path: String) throws -> RGBAImage {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path)
        } catch let error as SystemError {
            throw RenderError("image \(path): \(error.reason)")
        }
        return try decode(bytes, name: path)
    }

    /// Decodes PNG bytes; `name` goes into error messages.
    public static func decode(_ bytes: [UInt8], name: String) throws -> RGBAImage {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else {
            throw RenderError("image \(name): not a readable PNG (\(message(of: &image)))")
        }
        defer { png_image_free(&image) }
        image.format = panel_picker_png_format_rgba()
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= 4096, height <= 4096 else {
            throw RenderError("image \(name): \(width)x\(height) is outside 1..4096 pixels a side")
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
    public static func encode(_ buffer: PixelBuffer) throws -> [UInt8] {
        let rgb = buffer.rgbBytes()
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(buffer.width)
        image.height = UInt32(buffer.height)
        image.format = panel_picker_png_format_rgb()
        var size = 0
        let rowStride = Int32(buffer.width * 3)
        // The first call only measures; the second writes.
        let measured = rgb.withUnsafeBytes { png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, rowStride, nil) }
        guard measured != 0, size > 0 else {
            throw RenderError("PNG encoding failed (\(message(of: &image)))")
        }
        var output = [UInt8](repeating: 0, count: size)
        let written = output.withUnsafeMutableBytes { target in
            rgb.withUnsafeBytes { png_image_write_to_memory(&image, target.baseAddress, &size, 0, $0.baseAddress, rowStride, nil) }
        }
        guard written != 0 else {
            throw RenderError("PNG encoding failed (\(message(of: &image)))")
        }
        return Array(output[0..<size])
    }

    /// Writes the buffer to `path` as PNG, replacing any file there atomically.
    public static func write(_ buffer: PixelBuffer, to path: String) throws {
        let bytes = try encode(buffer)
        do {
            try FileSystem.writeFileAtomically(path, bytes)
        } catch let error as SystemError {
            throw RenderError("cannot write \(path): \(error.reason)")
        }
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let text = String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            return text.isEmpty ? "no reason given" : text
        }
    }
}
