// QuartzCore (Core Animation) for UIKit-shaped code on Linux: layers and animations as a face
// over the render-transition engine's layer tree and animations.
@_exported import CoreGraphics
