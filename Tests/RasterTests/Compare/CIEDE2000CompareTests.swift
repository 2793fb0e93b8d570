import Testing
import Raster
import TestSupport

@Suite("Compare: CIEDE2000 and CIELAB")
struct CIEDE2000CompareTests {
    /// Sharma, Wu, Dalal (2005), Table 1: all 34 pairs, ΔE00 published to 4 decimals.
    static let sharmaPairs: [(Int, LabColor, LabColor, Double)] = [
        (1, LabColor(l: 50, a: 2.6772, b: -79.7751), LabColor(l: 50, a: 0, b: -82.7485), 2.0425),
        (2, LabColor(l: 50, a: 3.1571, b: -77.2803), LabColor(l: 50, a: 0, b: -82.7485), 2.8615),
        (3, LabColor(l: 50, a: 2.8361, b: -74.0200), LabColor(l: 50, a: 0, b: -82.7485), 3.4412),
        (4, LabColor(l: 50, a: -1.3802, b: -84.2814), LabColor(l: 50, a: 0, b: -82.7485), 1.0000),
        (5, LabColor(l: 50, a: -1.1848, b: -84.8006), LabColor(l: 50, a: 0, b: -82.7485), 1.0000),
        (6, LabColor(l: 50, a: -0.9009, b: -85.5211), LabColor(l: 50, a: 0, b: -82.7485), 1.0000),
        (7, LabColor(l: 50, a: 0, b: 0), LabColor(l: 50, a: -1, b: 2), 2.3669),
        (8, LabColor(l: 50, a: -1, b: 2), LabColor(l: 50, a: 0, b: 0), 2.3669),
        (9, LabColor(l: 50, a: 2.4900, b: -0.0010), LabColor(l: 50, a: -2.4900, b: 0.0009), 7.1792),
        (10, LabColor(l: 50, a: 2.4900, b: -0.0010), LabColor(l: 50, a: -2.4900, b: 0.0010), 7.1792),
        (11, LabColor(l: 50, a: 2.4900, b: -0.0010), LabColor(l: 50, a: -2.4900, b: 0.0011), 7.2195),
        (12, LabColor(l: 50, a: 2.4900, b: -0.0010), LabColor(l: 50, a: -2.4900, b: 0.0012), 7.2195),
        (13, LabColor(l: 50, a: -0.0010, b: 2.4900), LabColor(l: 50, a: 0.0009, b: -2.4900), 4.8045),
        (14, LabColor(l: 50, a: -0.0010, b: 2.4900), LabColor(l: 50, a: 0.0010, b: -2.4900), 4.8045),
        (15, LabColor(l: 50, a: -0.0010, b: 2.4900), LabColor(l: 50, a: 0.0011, b: -2.4900), 4.7461),
        (16, LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 0, b: -2.5), 4.3065),
        (17, LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 73, a: 25, b: -18), 27.1492),
        (18, LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 61, a: -5, b: 29), 22.8977),
        (19, LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 56, a: -27, b: -3), 31.9030),
        (20, LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 58, a: 24, b: 15), 19.4535),
        (21, LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 3.1736, b: 0.5854), 1.0000),
        (22, LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 3.2972, b: 0), 1.0000),
        (23, LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 1.8634, b: 0.5757), 1.0000),
        (24, LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 3.2592, b: 0.3350), 1.0000),
        (25, LabColor(l: 60.2574, a: -34.0099, b: 36.2677), LabColor(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
        (26, LabColor(l: 63.0109, a: -31.0961, b: -5.8663), LabColor(l: 62.8187, a: -29.7946, b: -4.0864), 1.2630),
        (27, LabColor(l: 61.2901, a: 3.7196, b: -5.3901), LabColor(l: 61.4292, a: 2.2480, b: -4.9620), 1.8731),
        (28, LabColor(l: 35.0831, a: -44.1164, b: 3.7933), LabColor(l: 35.0232, a: -40.0716, b: 1.5901), 1.8645),
        (29, LabColor(l: 22.7233, a: 20.0904, b: -46.6940), LabColor(l: 23.0331, a: 14.9730, b: -42.5619), 2.0373),
        (30, LabColor(l: 36.4612, a: 47.8580, b: 18.3852), LabColor(l: 36.2715, a: 50.5065, b: 21.2231), 1.4146),
        (31, LabColor(l: 90.8027, a: -2.0831, b: 1.4410), LabColor(l: 91.1528, a: -1.6435, b: 0.0447), 1.4441),
        (32, LabColor(l: 90.9257, a: -0.5406, b: -0.9208), LabColor(l: 88.6381, a: -0.8985, b: -0.7239), 1.5381),
        (33, LabColor(l: 6.7747, a: -0.2908, b: -2.4247), LabColor(l: 5.8714, a: -0.0985, b: -2.2286), 0.6377),
        (34, LabColor(l: 2.0776, a: 0.0795, b: -1.1350), LabColor(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
    ]

    @Test("CIEDE2000 reproduces Sharma, Wu and Dalal's test data to 1e-4", arguments: sharmaPairs)
    func sharmaPair(number: Int, first: LabColor, second: LabColor, expected: Double) {
        let e = first.deltaE2000(to: second)
        expectApproximatelyEqual(e, expected, within: 1e-4, "pair \(number): \(e)")
    }

    @Test("CIEDE2000 is symmetric and zero for equal colours", arguments: sharmaPairs)
    func symmetric(number: Int, first: LabColor, second: LabColor, expected: Double) {
        expectApproximatelyEqual(first.deltaE2000(to: second), second.deltaE2000(to: first), within: 1e-12, "pair \(number)")
        #expect(first.deltaE2000(to: first) == 0)
    }

    @Test("sRGB converts to CIELAB D65",
          arguments: [((UInt8(255), UInt8(255), UInt8(255)), (100.0, 0.0, 0.0)), ((0, 0, 0), (0, 0, 0)),
                      ((255, 0, 0), (53.2408, 80.0925, 67.2032)), ((0, 255, 0), (87.7347, -86.1827, 83.1793)),
                      ((0, 0, 255), (32.2970, 79.1875, -107.8602)), ((128, 128, 128), (53.5850, 0, 0))])
    func sRGBToLab(rgb: (UInt8, UInt8, UInt8), lab: (Double, Double, Double)) {
        let c = LabColor(sRGBRed: rgb.0, green: rgb.1, blue: rgb.2)
        expectApproximatelyEqual(c.l, lab.0, within: 0.01, "\(c)"); expectApproximatelyEqual(c.a, lab.1, within: 0.01, "\(c)"); expectApproximatelyEqual(c.b, lab.2, within: 0.01, "\(c)")
    }

    @Test("a transparent pixel reads as white; half-transparent black as mid grey")
    func overWhite() {
        #expect(LabColor(overWhite: .transparent) == LabColor(sRGBRed: 255, green: 255, blue: 255))
        #expect(LabColor(overWhite: PremultipliedColor(r: 0, g: 0, b: 0, a: 128))
                == LabColor(sRGBRed: 127, green: 127, blue: 127))
    }
}
