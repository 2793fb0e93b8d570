import Testing
import Foundation
import CPNGSupport
@testable import Raster
@Suite struct TmpExperimentTests {
    @Test func alignment() throws {
        let png = try PNG.read(contentsOf: "/tmp/stress-new/r1/flip-horizontal/frame-0009.png")
        let n = png.pixels.count * 4
        var outputs: [[UInt8]] = []
        for offset in [0, 1, 2, 4, 8, 16, 32, 48, 64] {
            let base = UnsafeMutableRawPointer.allocate(byteCount: n + 256, alignment: 4096)
            let buf = (base + offset).assumingMemoryBound(to: UInt8.self)
            UnsafeMutableRawPointer(buf).copyMemory(from: png.pixels.baseAddress!, byteCount: n)
            let d = rt_deflater_create()!
            var out = rt_buffer()
            var msg = [CChar](repeating: 0, count: 256)
            #expect(rt_deflater_zlib(d, buf, n, &out, &msg) == 0)
            outputs.append(Array(UnsafeBufferPointer(start: out.bytes, count: out.count)))
            free(out.bytes); rt_deflater_destroy(d); base.deallocate()
        }
        print("RESULT", outputs.map { $0 == outputs[0] ? "same" : "DIFF" }, outputs.map(\.count))
    }
}
