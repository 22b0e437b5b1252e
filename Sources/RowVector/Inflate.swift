// Implementation-only, as every C import (why: Package.swift, beside the C targets).
@_implementationOnly import CZlib

/// zlib's inflate (PDF's FlateDecode), with the output's size bounded before it is kept.
enum Inflate {
    /// `data` (zlib or gzip framed) inflated. A stream cut short gives what it held up to
    /// there, as PDF readers do; nil when nothing could be inflated or it exceeds `limit` bytes.
    static func bytes(_ data: [UInt8], limit: Int) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var input = data
        let result: Int32 = input.withUnsafeMutableBufferPointer { inBuf in
            stream.next_in = inBuf.baseAddress
            stream.avail_in = uInt(inBuf.count)
            while true {
                let (code, produced) = chunk.withUnsafeMutableBufferPointer { outBuf -> (Int32, Int) in
                    stream.next_out = outBuf.baseAddress
                    stream.avail_out = uInt(outBuf.count)
                    let code = inflate(&stream, Z_NO_FLUSH)
                    return (code, outBuf.count - Int(stream.avail_out))
                }
                if output.count + produced > limit { return Z_MEM_ERROR }
                output.append(contentsOf: chunk[0..<produced])
                if code != Z_OK || (produced == 0 && stream.avail_in == 0) { return code }
            }
        }
        switch result {
        case Z_STREAM_END: return output
        case Z_MEM_ERROR: return nil
        default: return output.isEmpty ? nil : output
        }
    }
}
