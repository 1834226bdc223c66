/* Word frequencies: generate a pseudo-random text from a seed, count words in a hash table,
   print the most frequent ones.  Hot: the hash table (hash + lookup/insert). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TABLE_BITS 16
#define TABLE_SIZE (1u << TABLE_BITS)

struct entry { char word[16]; int count; };
static struct entry table[TABLE_SIZE];
static int distinct;

static unsigned rng_state;
static unsigned next_random(void) {
    rng_state = rng_state * 1103515245u + 12345u;
    return rng_state >> 8;
}

static int make_word(char *out, int vocabulary) {
    unsigned id = next_random() % (unsigned)vocabulary;
    int len = 2 + (int)(id % 9);
    unsigned h = id * 2654435761u;
    for (int i = 0; i < len; i++) {
        out[i] = (char)('a' + (h >> (2 * i)) % 26);
    }
    out[len] = '\0';
    return len;
}

unsigned hash_word(const char *w) {
    unsigned h = 2166136261u;
    while (*w) { h ^= (unsigned char)*w++; h *= 16777619u; }
    return h;
}

void count_word(const char *w) {
    unsigned i = hash_word(w) & (TABLE_SIZE - 1);
    while (table[i].count && strcmp(table[i].word, w) != 0) i = (i + 1) & (TABLE_SIZE - 1);
    if (!table[i].count) { strcpy(table[i].word, w); distinct++; }
    table[i].count++;
}

static int by_count(const void *a, const void *b) {
    const struct entry *x = a, *y = b;
    if (x->count != y->count) return y->count - x->count;
    return strcmp(x->word, y->word);
}

int main(void) {
    unsigned seed; int words, vocabulary;
    if (scanf("%u %d %d", &seed, &words, &vocabulary) != 3 || words < 0 || vocabulary < 1) {
        fprintf(stderr, "usage: SEED WORDS VOCABULARY\n");
        return 1;
    }
    rng_state = seed;
    char w[16];
    for (int i = 0; i < words; i++) { make_word(w, vocabulary); count_word(w); }
    struct entry *all = malloc(sizeof *all * (size_t)(distinct ? distinct : 1));
    int n = 0;
    for (unsigned i = 0; i < TABLE_SIZE; i++) if (table[i].count) all[n++] = table[i];
    qsort(all, (size_t)n, sizeof *all, by_count);
    printf("%d distinct\n", distinct);
    for (int i = 0; i < n && i < 5; i++) printf("%s %d\n", all[i].word, all[i].count);
    free(all);
    return 0;
}
