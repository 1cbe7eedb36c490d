#ifndef TCA_GRAPH_CGRAPHVIZ_DETERMINISTIC_READ_H
#define TCA_GRAPH_CGRAPHVIZ_DETERMINISTIC_READ_H
#include <stdlib.h>
#include <string.h>
#include <graphviz/graphviz_version.h>
#include <graphviz/cgraph.h>

/// Reads a graph from DOT text in memory, like `agmemread`, but with object ids that depend only
/// on the text.
///
/// Graphviz 2.x's default id discipline uses the address of each interned name as the id of a
/// named object, and iterates subgraphs (clusters) in id order: so the same DOT could lay out
/// and print its clusters in a different order from one process to the next. Here named objects
/// get ids in order of first appearance instead. Graphviz releases that define
/// `GRAPHVIZ_VERSION_MAJOR` keep subgraphs in creation order, and use `agmemread` itself.
#if defined(GRAPHVIZ_VERSION_MAJOR)

static inline Agraph_t *tca_agmemread_deterministic(const char *text) {
  return agmemread(text);
}

#else

extern void aglexbad(void);

typedef struct {
  char **names;
  size_t count;
  size_t capacity;
  IDTYPE nextAnonymous;
} tca_idstate;

typedef struct {
  const char *data;
  size_t length;
  size_t offset;
} tca_reader;

static void *tca_idopen(Agraph_t *g, Agdisc_t *disc) {
  (void)g;
  (void)disc;
  tca_idstate *state = calloc(1, sizeof(tca_idstate));
  if (state) state->nextAnonymous = 1;
  return state;
}

/// Named objects get even ids 2, 4, 6… by first appearance; anonymous ones odd ids.
static long tca_idmap(void *opaque, int objtype, char *str, IDTYPE *id, int createflag) {
  (void)objtype;
  tca_idstate *state = opaque;
  if (!state) return 0;
  if (!str) {
    *id = state->nextAnonymous;
    state->nextAnonymous += 2;
    return 1;
  }
  for (size_t index = 0; index < state->count; index++) {
    if (strcmp(state->names[index], str) == 0) {
      *id = (IDTYPE)(index + 1) * 2;
      return 1;
    }
  }
  if (!createflag) return 0;
  if (state->count == state->capacity) {
    size_t capacity = state->capacity ? state->capacity * 2 : 64;
    char **names = realloc(state->names, capacity * sizeof(char *));
    if (!names) return 0;
    state->names = names;
    state->capacity = capacity;
  }
  char *copy = strdup(str);
  if (!copy) return 0;
  state->names[state->count] = copy;
  state->count += 1;
  *id = (IDTYPE)state->count * 2;
  return 1;
}

static long tca_idalloc(void *opaque, int objtype, IDTYPE id) {
  (void)opaque;
  (void)objtype;
  return id % 2 == 1;
}

static void tca_idfree(void *opaque, int objtype, IDTYPE id) {
  (void)opaque;
  (void)objtype;
  (void)id;
}

static char *tca_idprint(void *opaque, int objtype, IDTYPE id) {
  (void)objtype;
  tca_idstate *state = opaque;
  if (!state || id % 2 == 1) return NULL;
  size_t index = (size_t)(id / 2) - 1;
  return index < state->count ? state->names[index] : NULL;
}

static void tca_idclose(void *opaque) {
  tca_idstate *state = opaque;
  if (!state) return;
  for (size_t index = 0; index < state->count; index++) free(state->names[index]);
  free(state->names);
  free(state);
}

static void tca_idregister(void *opaque, int objtype, void *obj) {
  (void)opaque;
  (void)objtype;
  (void)obj;
}

static int tca_memread(void *chan, char *buffer, int size) {
  tca_reader *reader = chan;
  if (size <= 0 || reader->offset >= reader->length) return 0;
  size_t count = 0;
  while (count < (size_t)size - 1 && reader->offset < reader->length) {
    char c = reader->data[reader->offset++];
    buffer[count++] = c;
    if (c == '\n') break;
  }
  return (int)count;
}

static inline Agraph_t *tca_agmemread_deterministic(const char *text) {
  static Agiddisc_t ids = {
    tca_idopen, tca_idmap, tca_idalloc, tca_idfree, tca_idprint, tca_idclose, tca_idregister};
  // The graph keeps pointers to its disciplines: they must outlive this call.
  static Agiodisc_t io;
  io = AgIoDisc;
  io.afread = tca_memread;
  static Agdisc_t disc;
  disc.mem = &AgMemDisc;
  disc.id = &ids;
  disc.io = &io;
  tca_reader reader = {text, strlen(text), 0};
  // The lexer keeps what a failed parse left unread, and its line count: drop both, so errors
  // name the line of this text. (`aglexbad` is cgraph's own flush, exported but unprototyped.)
  aglexbad();
  agsetfile(NULL);
  return agread(&reader, &disc);
}

#endif
#endif
