import PickerRender
import PickerSystem

/// A scanout buffer: dumb buffer, framebuffer object and CPU mapping.
package struct DumbBuffer {
    package let info: DumbBufferInfo
    package let framebufferID: UInt32
    package let mapping: MemoryMapping
    /// The mapped pixels, as the renderer sees them.
    package let pixels: PixelBuffer
}

/// Creates and destroys dumb buffers with their framebuffers. It knows
/// nothing of CRTCs or modes (as wlroots' `drm_dumb` allocator).
package struct DumbAllocator {
    let device: KMSDevice

    package init(device: KMSDevice) {
        self.device = device
    }

    /// A zero-filled (by the kernel) buffer of `width` x `height` in `format`, mapped and added as a framebuffer.
    package func create(width: Int, height: Int, format: PixelFormat) throws(DisplayError) -> DumbBuffer {
        let info: DumbBufferInfo
        do {
            info = try device.createDumbBuffer(width: width, height: height, bitsPerPixel: format.bytesPerPixel * 8)
        } catch {
            throw failure(error)
        }
        let framebufferID: UInt32
        do {
            framebufferID = try device.addFramebuffer(width: width, height: height, fourcc: format.fourcc,
                                                      handle: info.handle, pitch: info.pitch)
        } catch {
            device.destroyDumbBuffer(handle: info.handle)
            if let system = error as? SystemError, system.errno == Errno.invalidArgument {
                // AddFB2 refuses a format the driver cannot scan out.
                throw .formatNotSupported(device: device.path, format: format, offered: [])
            }
            throw failure(error)
        }
        do {
            let mapping = try device.mapDumbBuffer(handle: info.handle, byteCount: info.byteCount)
            let pixels = PixelBuffer(borrowing: mapping.address, width: width, height: height, stride: info.pitch, format: format)
            return DumbBuffer(info: info, framebufferID: framebufferID, mapping: mapping, pixels: pixels)
        } catch {
            device.removeFramebuffer(id: framebufferID)
            device.destroyDumbBuffer(handle: info.handle)
            throw failure(error)
        }
    }

    package func destroy(_ buffer: DumbBuffer) {
        buffer.mapping.unmap()
        device.removeFramebuffer(id: buffer.framebufferID)
        device.destroyDumbBuffer(handle: buffer.info.handle)
    }

    private func failure(_ error: any Error) -> DisplayError {
        .deviceFailed(device: device.path, error: error as? SystemError ?? SystemError(call: "dumb buffer", subject: device.path, errno: Errno.ioError))
    }
}
