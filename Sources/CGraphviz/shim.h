#ifndef TCA_GRAPH_CGRAPHVIZ_SHIM_H
#define TCA_GRAPH_CGRAPHVIZ_SHIM_H
#include <stddef.h>
#include <stdio.h>
#include <graphviz/graphviz_version.h>
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include "deterministic_read.h"

/// `gvRenderData` with a `size_t` length on every graphviz version.
///
/// Graphviz 13 changed the length parameter from `unsigned int *` to `size_t *`. Graphviz 2.x
/// headers define no `GRAPHVIZ_VERSION_MAJOR`; releases that define it below 13 still take
/// `unsigned int *`.
static inline int tca_gvRenderData(
  GVC_t *gvc, graph_t *g, const char *format, char **result, size_t *length) {
#if defined(GRAPHVIZ_VERSION_MAJOR) && GRAPHVIZ_VERSION_MAJOR >= 13
  return gvRenderData(gvc, g, format, result, length);
#else
  unsigned int narrow = 0;
  int status = gvRenderData(gvc, g, format, result, &narrow);
  *length = (size_t)narrow;
  return status;
#endif
}

/// Sets the root graph's `dpi` (the resolution of bitmap output; 72 by default) to `dpi`.
///
/// `agattr` takes `char *` names and values up to graphviz 2.x and `const char *` later; the
/// casts below compile against both.
static inline void tca_set_graph_dpi(graph_t *g, int dpi) {
  char value[16];
  snprintf(value, sizeof value, "%d", dpi);
  agattr(g, AGRAPH, (char *)"dpi", value);
}
#endif
