import Raster
/// Golden-image assertions for transitions.
public enum TransitionTestingModule {}
