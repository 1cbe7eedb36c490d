struct TillView {}
