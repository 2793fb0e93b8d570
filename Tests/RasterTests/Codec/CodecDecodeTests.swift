import Testing
@testable import Raster

@Suite("Codec decoding of PNG flavours")
struct CodecDecodeTests {
    /// One line of fixtures/png/expected.txt.
    struct Expected: CustomStringConvertible {
        let name: String, width: Int, height: Int, pixels: [PremultipliedColor]
        var description: String { name }
    }

    static let expected: [Expected] = {
        let text = try! PNG.readFile(CodecTestSupport.fixture("expected.txt"))
        return String(decoding: text, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: " ")
            let pixels = fields.dropFirst(3).map { field in
                let c = field.split(separator: ",").map { UInt8($0)! }
                return PremultipliedColor(r: c[0], g: c[1], b: c[2], a: c[3])
            }
            return Expected(name: String(fields[0]), width: Int(fields[1])!, height: Int(fields[2])!, pixels: pixels)
        }
    }()

    @Test("the fixture list covers every flavour")
    func coversFlavours() {
        let names = Set(Self.expected.map(\.name))
        for name in ["grey1.png", "grey2.png", "grey4.png", "grey8.png", "grey_alpha.png", "palette_trns.png", "palette4.png",
                     "rgba16.png", "rgb_trns.png", "grey16_trns.png", "interlaced.png"] {
            #expect(names.contains(name), "missing fixture \(name); run fixtures/png/make_fixtures.py")
        }
    }

    @Test("each flavour decodes to the exact premultiplied pixels", arguments: expected)
    func decodesExactly(_ fixture: Expected) throws {
        let pixmap = try PNG.read(contentsOf: CodecTestSupport.fixture(fixture.name))
        #expect(pixmap.width == fixture.width && pixmap.height == fixture.height)
        let actual = (0..<pixmap.pixels.count).map { PremultipliedColor(packed: pixmap.pixels[$0]) }
        #expect(actual == fixture.pixels)
    }
}
