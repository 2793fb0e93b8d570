/// An image as a paint source: a pixmap placed on the canvas by a transform.
///
/// `mapping` takes image pixel coordinates to canvas pixel coordinates. Sampling is bilinear in
/// premultiplied space (what Core Animation does to a layer's contents under a transform), with
/// clamp-to-edge: the anti-aliased edge of the drawn quad comes from its coverage, not from
/// fading texels. Strong minification samples a box-filtered mip level instead, so a snapshot
/// scaled to 0.1 does not alias.
public struct ImageShader: @unchecked Sendable {
    public enum Mapping: Sendable {
        case affine(Transform2D)
        case projective(ProjectiveTransform)
    }

    public enum Filter: Sendable { case bilinear, nearest }

    public var image: Pixmap
    public var mapping: Mapping
    /// The caller's promise that every pixel is opaque (enables copies instead of blends).
    public var isOpaque: Bool
    public var filter: Filter

    public init(image: Pixmap, transform: Transform2D, isOpaque: Bool = false, filter: Filter = .bilinear) {
        self.init(image: image, mapping: .affine(transform), isOpaque: isOpaque, filter: filter)
    }

    public init(image: Pixmap, mapping: Mapping, isOpaque: Bool = false, filter: Filter = .bilinear) {
        self.image = image
        self.mapping = mapping
        self.isOpaque = isOpaque
        self.filter = filter
    }

    /// The image's outline on the canvas (a quad), used as the coverage of a plain image draw.
    public var outline: Path? {
        let w = Double(image.width), h = Double(image.height)
        let corners = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)]
        var mapped: [Point] = []
        for c in corners {
            switch mapping {
            case .affine(let t): mapped.append(t.apply(to: c))
            case .projective(let p):
                guard let q = p.apply(to: c) else { return nil }
                mapped.append(q)
            }
        }
        var path = Path()
        path.move(to: mapped[0])
        for p in mapped.dropFirst() { path.addLine(to: p) }
        path.closeSubpath()
        return path
    }
}
