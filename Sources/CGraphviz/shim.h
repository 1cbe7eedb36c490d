#ifndef TCA_GRAPH_CGRAPHVIZ_SHIM_H
#define TCA_GRAPH_CGRAPHVIZ_SHIM_H
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#endif
