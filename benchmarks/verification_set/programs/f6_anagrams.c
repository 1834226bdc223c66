/* Anagrams.  Input: N (1 <= N <= 10^5), then N words, then Q (1 <= Q <= 10^5), then Q queries,
   each a word; words and queries are 1 to 50 lowercase letters, separated by blanks and
   newlines.  Two words are anagrams when one is the other's letters in another order (a word is
   its own anagram).  Output: "groups G largest L", the number of classes of anagrams among the N
   words and the size of the largest (words counted with their repeats); then for each query, on
   a line of its own, the number of the N words that are anagrams of it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SLOTS 262144  /* open addressing: at most 10^5 classes */

struct class {
    char key[51];  /* the letters in order; "" when the slot is empty */
    long size;
};

static struct class table[SLOTS];

static int read_key(char *key) {  /* a word as its letters in order; 0 at the end or on an error */
    char word[64];
    if (scanf("%63s", word) != 1) return 0;
    int counts[26] = {0}, len = 0;
    for (const char *s = word; *s; s++) {
        if (*s < 'a' || *s > 'z' || ++len > 50) return 0;
        counts[*s - 'a']++;
    }
    for (int c = 0; c < 26; c++)
        for (int k = 0; k < counts[c]; k++) *key++ = (char)('a' + c);
    *key = '\0';
    return len > 0;
}

static struct class *class_of(const char *key) {
    unsigned long h = 1469598103934665603UL;
    for (const char *s = key; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211UL;
    unsigned i = (unsigned)(h % SLOTS);
    while (table[i].key[0] && strcmp(table[i].key, key) != 0) i = (i + 1) % SLOTS;
    return &table[i];
}

int main(void) {
    int n, q;
    char key[51];
    if (scanf("%d", &n) != 1 || n < 1 || n > 100000) return 1;
    long groups = 0, largest = 0;
    for (int i = 0; i < n; i++) {
        if (!read_key(key)) return 1;
        struct class *c = class_of(key);
        if (!c->key[0]) {
            strcpy(c->key, key);
            groups++;
        }
        if (++c->size > largest) largest = c->size;
    }
    printf("groups %ld largest %ld\n", groups, largest);
    if (scanf("%d", &q) != 1 || q < 1 || q > 100000) return 1;
    while (q--) {
        if (!read_key(key)) return 1;
        struct class *c = class_of(key);
        printf("%ld\n", c->key[0] ? c->size : 0L);
    }
    return 0;
}
