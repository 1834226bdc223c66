/* Word counts.  Input: lowercase words separated by blanks (spaces, newlines), at most 10^6
   bytes, words of at most 100 letters, at most 10^5 distinct words.  Output: the number of
   distinct words, then each distinct word and its count, in order of first appearance. */
#include <stdio.h>
#include <string.h>

#define SLOTS (1 << 18)
#define MAXWORD 100
#define MAXDISTINCT 100000

static char words[MAXDISTINCT][MAXWORD + 1];
static int counts[MAXDISTINCT];
static int table[SLOTS];  /* index + 1 of the word in the slot, 0 when empty */

static unsigned fnv1a(const char *s) {
    unsigned h = 2166136261u;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

int main(void) {
    int distinct = 0, c = getchar();
    char word[MAXWORD + 1];
    for (;;) {
        while (c == ' ' || c == '\n') c = getchar();
        if (c == EOF) break;
        int len = 0;
        while (c >= 'a' && c <= 'z') {
            if (len == MAXWORD) return 1;
            word[len++] = (char)c;
            c = getchar();
        }
        if (len == 0) return 1;
        word[len] = '\0';
        unsigned slot = fnv1a(word) & (SLOTS - 1);
        while (table[slot] && strcmp(words[table[slot] - 1], word) != 0)
            slot = (slot + 1) & (SLOTS - 1);
        if (!table[slot]) {
            if (distinct == MAXDISTINCT) return 1;
            memcpy(words[distinct], word, (size_t)len + 1);
            table[slot] = ++distinct;
        }
        counts[table[slot] - 1]++;
    }
    printf("%d\n", distinct);
    for (int i = 0; i < distinct; i++) printf("%s %d\n", words[i], counts[i]);
    return 0;
}
