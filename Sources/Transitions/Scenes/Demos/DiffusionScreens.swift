import Raster

/// The two screens of the colour-diffusion demo (seed 004): a green home screen with a red box
/// in the centre and a red detail screen with a green box in the centre.
///
/// The seed uses UIKit's plain `.green` and `.red` and does not size the box: 80 x 80 pt with
/// corner radius 40, so the box is a circle, exactly like the transition's round copy of it.
package enum DiffusionScreens {
    /// The trigger box's identifier on both screens.
    package static let boxIdentifier = "box"
    /// The box's side in points.
    package static let boxSide = 80.0

    /// The box's frame: 80 x 80 pt, centred.
    package static func boxFrame(in size: Size) -> Rect {
        Rect(x: (size.width - boxSide) / 2, y: (size.height - boxSide) / 2, width: boxSide, height: boxSide)
    }

    /// The home screen: green with a red box.
    package static let home = screen(name: "diffusion.home", background: .green, box: .red)
    /// The detail screen: red with a green box.
    package static let detail = screen(name: "diffusion.detail", background: .red, box: .green)

    static func screen(name: String, background: Color, box: Color) -> Screen {
        Screen(name: name, backgroundColor: background) { size in
            let v = ShowcaseScreens.root(size, background, key: name)
            let b = View(frame: boxFrame(in: size))
            b.backgroundColor = box
            b.cornerRadius = boxSide / 2
            b.identifier = boxIdentifier
            v.addSubview(b)
            return v
        }
    }
}
