/// Small helpers for walking the chunks of an encoded PNG.
enum PNGChunks {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Appends the data of every IDAT chunk of a well-formed PNG (its zlib stream); false on out of memory.
    static func appendIDATPayloads(of png: UnsafeBufferPointer<UInt8>, to buffer: ByteBuffer) -> Bool {
        var offset = signature.count
        while offset + 12 <= png.count {
            let length = Int(readBigEndian(png, at: offset))
            let isIDAT = png[offset + 4] == 0x49 && png[offset + 5] == 0x44 && png[offset + 6] == 0x41 && png[offset + 7] == 0x54
            if isIDAT, !buffer.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: png[(offset + 8)..<(offset + 8 + length)]))) {
                return false
            }
            offset += 12 + length
        }
        return true
    }

    /// The offset just past the IEND chunk (its CRC included) when the chunks from the
    /// signature to IEND are all framed inside `bytes`; nil for anything else (not a PNG, a
    /// chunk running past the end, no IEND), which the decoder then reports itself.
    static func endOfIEND(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= signature.count, bytes[0..<signature.count].elementsEqual(signature) else { return nil }
        var offset = signature.count
        while bytes.count - offset >= 12 {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length <= bytes.count - offset - 12 else { return nil }
            let isIEND = bytes[offset + 4] == 0x49 && bytes[offset + 5] == 0x45 && bytes[offset + 6] == 0x4E && bytes[offset + 7] == 0x44
            offset += 12 + length
            if isIEND { return offset }
        }
        return nil
    }

    static func readBigEndian(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
