/* Feasibility search for scripts/search_tree.py: a guess sure to finish a set of
 * candidate answers within t guesses, or none found; in normal mode, or in NYT hard
 * mode (sure_hard: every guess keeps the greens in place and the letters shown, the
 * rule updated after each score as wordfinder.solver.hard_rows does).
 *
 * Built and loaded by search_tree.py through ctypes (cc -O2 -shared -fPIC).
 * CT is the guess-major pattern matrix: CT[g * N + a] is the pattern (0..3^L - 1,
 * the last all green) guess g earns against answer a: a byte for words of L <= 5 letters,
 * two bytes (built with -DWIDE_PATTERNS) for six to eight.
 *
 * sure(S, n, t): exact for t <= 2; for t >= 3 it tries the best guesses by a
 * ranking, then, in rounds, the guesses that split best the "core" of the buckets
 * that failed (the words that made them fail, found recursively), so that a hard
 * cluster deep down (a family or grid of words alike in three or four places) is
 * attacked as early as it has to be.  Results (and failures, with their cores) are
 * remembered per (set, t).
 */
#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#ifdef WIDE_PATTERNS          /* built so for words of six to eight letters: a pattern in two bytes */
typedef uint16_t pat_t;
#define NP 6561                /* room for every pattern of up to eight letters (3^8) */
#define MOST_LETTERS 8
#else
typedef uint8_t pat_t;
#define NP 243                 /* room for every pattern of up to five letters (3^5) */
#define MOST_LETTERS 5
#endif
static int LEN = 5, WIN = 242, NPAT = 243, ALPHA = 26;  /* set by init: word length, its win, its patterns, letters */
static int cmp_int(const void *a, const void *b);

static const pat_t *CT;
static int N;
static uint64_t *H;            /* a random key per word; a set's key is the sum */
static int K[8] = {0, 0, 0, 60, 30, 30, 30, 30};      /* guesses tried by the ranking */
static int KC[8] = {0, 0, 0, 40, 20, 20, 20, 20};     /* guesses tried per core round */
static int ROUNDS[8] = {0, 0, 0, 2, 3, 3, 3, 3};      /* core rounds */
static long calls[8];
static int stop_flag;
static int MINIMISE = 40;
static int CORE_MODE = 1;
static int VERBOSE_T = 99;
void set_verbose(int t) { VERBOSE_T = t; }
void set_core_mode(int m) { CORE_MODE = m; }
void set_minimise(int m) { MINIMISE = m; }

/* ---------- memo: open addressing over (set key, t) ---------- */
typedef struct {
    uint64_t key;
    int32_t res;   /* guess, or -1: none found */
    int32_t wlen;  /* failure core: length and offset in the arena */
    int64_t woff;
} Entry;
static Entry *memo;
static uint64_t memo_mask;
static long memo_used;
static int32_t *arena;
static int64_t arena_len, arena_cap;

static uint64_t set_key(const int *S, int n, int t) {
    uint64_t k = 0x9E3779B97F4A7C15ULL * (uint64_t)(t + 1) + (uint64_t)n * 0xD6E8FEB86659FD93ULL;
    for (int i = 0; i < n; i++) k += H[S[i]];
    return k | 1;
}

static Entry *memo_find(uint64_t key) {
    uint64_t i = key & memo_mask;
    while (memo[i].key && memo[i].key != key) i = (i + 1) & memo_mask;
    return &memo[i];
}

static void memo_put(uint64_t key, int res, const int *core, int clen) {
    if (memo_used * 4 > (long)(memo_mask + 1) * 3) return;
    Entry *e = memo_find(key);
    if (!e->key) memo_used++;
    e->key = key;
    e->res = res;
    e->wlen = 0;
    e->woff = 0;
    if (res < 0 && core && clen > 0) {
        if (arena_len + clen > arena_cap) {
            int64_t cap = arena_cap * 2 + clen;
            int32_t *a = realloc(arena, cap * sizeof(int32_t));
            if (!a) return;
            arena = a;
            arena_cap = cap;
        }
        memcpy(arena + arena_len, core, clen * sizeof(int));
        e->woff = arena_len;
        e->wlen = clen;
        arena_len += clen;
    }
}

static const uint8_t *LET;      /* LET[w * LEN + i]: the letters of word w */
static uint8_t *COUNT;          /* COUNT[w * ALPHA + c]: the copies of letter c in word w */

/* ---------- hard mode: what the next guess must keep ---------- */
typedef struct {
    int16_t green[MOST_LETTERS];   /* the letter shown green at each place, or -1 */
    uint8_t need_letter[MOST_LETTERS], need_count[MOST_LETTERS];  /* letters shown, and their copies */
    int needs;
} Rule;

static uint64_t rule_key(const Rule *R) {
    if (!R) return 0;
    uint64_t k = 0xA24BAED4963EE407ULL;
    for (int i = 0; i < LEN; i++) k = (k ^ (uint64_t)(R->green[i] + 2)) * 0x100000001B3ULL;
    for (int i = 0; i < R->needs; i++)   /* kept sorted by letter: the same rule, the same key */
        k = (k ^ ((uint64_t)R->need_letter[i] << 8 | R->need_count[i])) * 0x100000001B3ULL;
    return k;
}

static int legal(int g, const Rule *R) {
    if (!R) return 1;
    const uint8_t *w = LET + (size_t)g * LEN;
    for (int i = 0; i < LEN; i++) if (R->green[i] >= 0 && w[i] != R->green[i]) return 0;
    const uint8_t *c = COUNT + (size_t)g * ALPHA;
    for (int i = 0; i < R->needs; i++) if (c[R->need_letter[i]] < R->need_count[i]) return 0;
    return 1;
}

/* The rule once guess g has earned pattern p (place 0 its lowest ternary digit; 2 green, 1 yellow). */
static void rule_after(const Rule *R, int g, int p, Rule *out) {
    *out = *R;
    const uint8_t *w = LET + (size_t)g * LEN;
    int shown[MOST_LETTERS], letter[MOST_LETTERS], m = 0;
    for (int i = 0; i < LEN; i++, p /= 3) {
        int v = p % 3;
        if (!v) continue;
        if (v == 2) out->green[i] = w[i];
        int j = 0;
        while (j < m && letter[j] != w[i]) j++;
        if (j == m) { letter[m] = w[i]; shown[m++] = 0; }
        shown[j]++;
    }
    for (int j = 0; j < m; j++) {
        int i = 0;
        while (i < out->needs && out->need_letter[i] != letter[j]) i++;
        if (i == out->needs) {   /* a new letter, inserted in order */
            int k = out->needs++;
            while (k > 0 && out->need_letter[k - 1] > letter[j]) {
                out->need_letter[k] = out->need_letter[k - 1]; out->need_count[k] = out->need_count[k - 1]; k--;
            }
            out->need_letter[k] = letter[j]; out->need_count[k] = shown[j];
        } else if (out->need_count[i] < shown[j]) out->need_count[i] = shown[j];
    }
}
static double PEN = 0.5;        /* ranking penalty per family member left together beyond the bound */
void set_pen(double p) { PEN = p; }

int init(const pat_t *ct, int n, int log2_memo, uint64_t seed, const uint8_t *let, int len, int alpha) {
    if (len < 1 || len > MOST_LETTERS || alpha < 1 || alpha > 255) return -1;
    LEN = len;
    NPAT = 1;
    for (int i = 0; i < len; i++) NPAT *= 3;
    WIN = NPAT - 1;
    ALPHA = alpha;
    CT = ct;
    LET = let;
    N = n;
    COUNT = calloc((size_t)n * alpha, 1);
    if (!COUNT) return -1;
    for (int w = 0; w < n; w++) for (int i = 0; i < len; i++) COUNT[(size_t)w * alpha + let[w * len + i]]++;
    H = malloc(sizeof(uint64_t) * n);
    uint64_t x = seed ? seed : 88172645463325252ULL;
    for (int i = 0; i < n; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        H[i] = x * 0x2545F4914F6CDD1DULL;
    }
    memo_mask = (1ULL << log2_memo) - 1;
    memo = calloc(memo_mask + 1, sizeof(Entry));
    arena_cap = 1 << 20;
    arena = malloc(arena_cap * sizeof(int32_t));
    return memo && arena && H ? 0 : -1;
}

void set_tries(int t, int k, int kc, int rounds) {
    if (t >= 0 && t < 8) { K[t] = k; KC[t] = kc; ROUNDS[t] = rounds; }
}

long get_calls(int t) { return (t >= 0 && t < 8) ? calls[t] : memo_used; }

/* ---------- two guesses left: one guess must tell every candidate apart ---------- */
static int tells_apart(int g, const int *S, int n) {
    uint64_t seen[NP / 64 + 1];
    memset(seen, 0, sizeof(uint64_t) * (NPAT / 64 + 1));
    const pat_t *row = CT + (size_t)g * N;
    for (int i = 0; i < n; i++) {
        int p = row[S[i]];
        uint64_t bit = 1ULL << (p & 63);
        if (seen[p >> 6] & bit) return 0;
        seen[p >> 6] |= bit;
    }
    return 1;
}

static int sure2(const int *S, int n, const Rule *R) {
    if (n <= 2) return S[0];
    if (n > NPAT) return -1;
    for (int i = 0; i < n; i++)   /* a candidate keeps every hint: it is always legal */
        if (tells_apart(S[i], S, n)) return S[i];
    for (int g = 0; g < N; g++)
        if (legal(g, R) && tells_apart(g, S, n)) return g;
    return -1;
}

/* ---------- ranking ---------- */
typedef struct { double key; int g; } Ranked;
static int cmp_ranked(const void *a, const void *b) {
    double x = ((const Ranked *)a)->key, y = ((const Ranked *)b)->key;
    return x < y ? -1 : x > y ? 1 : ((const Ranked *)a)->g - ((const Ranked *)b)->g;
}

static double LOG2[16384];

/* Every guess's key over S (lower is better): t == 3 (the buckets must each be told
 * apart by one guess): more buckets first; else the expected log2 bucket size.
 * A guess that leaves all of S together gets +inf.  Also flags members. */

/* ---------- families, exactly: words alike but in one place ----------
 * A guess tells apart from the rest of a family only the members whose letter (in the
 * place they differ) it has: the others stay together.  So a family finishes in t
 * guesses only if t - 1 guesses, played one after the other whatever the answer,
 * leave at most one member unhit: a small set cover over the guesses' hit sets
 * (as in /tmp/probe/sure2.py's Family). */
typedef struct { uint64_t key; uint8_t val; } CM;
typedef struct {
    uint64_t key;        /* the members' set key */
    int f;
    uint64_t *rest;      /* per guess: the members left together */
    uint64_t *sets;      /* the maximal hit sets */
    int nsets;
    uint8_t *ok[8];      /* per t: per guess, whether the family stays finishable */
    CM *cm; uint64_t cm_mask; long cm_used;
} Family;
static Family **fams;
static int nfams, capfams;

static int cover(Family *F, uint64_t left, int k, int slack) {
    int n = __builtin_popcountll(left);
    if (n <= slack) return 1;
    if (k == 0) return 0;
    uint64_t key = (left * 0x9E3779B97F4A7C15ULL) ^ ((uint64_t)(k * 2 + slack) * 0xD6E8FEB86659FD93ULL);
    key |= 1;
    uint64_t i = key & F->cm_mask;
    while (F->cm[i].key && F->cm[i].key != key) i = (i + 1) & F->cm_mask;
    if (F->cm[i].key == key) return F->cm[i].val;
    int top = 0;
    for (int j = 0; j < F->nsets; j++) { int c = __builtin_popcountll(left & F->sets[j]); if (c > top) top = c; }
    int r;
    if (n - slack > k * top) r = 0;
    else {
        uint64_t e = left & -left;
        r = slack && cover(F, left & ~e, k, 0);
        for (int j = 0; !r && j < F->nsets; j++)
            if (F->sets[j] & e) r = cover(F, left & ~F->sets[j], k - 1, slack);
    }
    if (F->cm_used * 2 < (long)F->cm_mask) {
        i = key & F->cm_mask;
        while (F->cm[i].key && F->cm[i].key != key) i = (i + 1) & F->cm_mask;
        if (!F->cm[i].key) F->cm_used++;
        F->cm[i].key = key; F->cm[i].val = r;
    }
    return r;
}

static int fam_ok(Family *F, uint64_t left, int turns) {
    if (turns <= 0) return left == 0;
    return cover(F, left, turns - 1, 1);
}

static int cmp_u64_desc_pop(const void *a, const void *b) {
    int x = __builtin_popcountll(*(const uint64_t *)a), y = __builtin_popcountll(*(const uint64_t *)b);
    return y - x;
}
static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static Family *family(const int *M, int f) {
    uint64_t key = set_key(M, f, 77);
    for (int i = 0; i < nfams; i++) if (fams[i]->key == key) return fams[i];
    Family *F = calloc(1, sizeof(Family));
    F->key = key; F->f = f;
    F->rest = malloc(sizeof(uint64_t) * N);
    uint64_t full = f == 64 ? ~0ULL : ((1ULL << f) - 1);
    uint64_t *hits = malloc(sizeof(uint64_t) * N);
    for (int g = 0; g < N; g++) {
        const pat_t *row = CT + (size_t)g * N;
        int cnt[NP]; int best = -1, bestc = 0;
        for (int i = 0; i < f; i++) cnt[row[M[i]]] = 0;
        for (int i = 0; i < f; i++) { int p = row[M[i]]; if (++cnt[p] > bestc) { bestc = cnt[p]; best = p; } }
        uint64_t r = 0;
        for (int i = 0; i < f; i++) if (row[M[i]] == best) r |= 1ULL << i;
        F->rest[g] = r;
        hits[g] = full & ~r;
    }
    qsort(hits, N, sizeof(uint64_t), cmp_u64);
    int u = 0;
    for (int g = 0; g < N; g++) if (u == 0 || hits[g] != hits[u - 1]) hits[u++] = hits[g];
    qsort(hits, u, sizeof(uint64_t), cmp_u64_desc_pop);
    F->sets = malloc(sizeof(uint64_t) * u);
    for (int j = 0; j < u; j++) {
        int sub = 0;
        for (int k = 0; k < F->nsets && !sub; k++) if ((hits[j] & F->sets[k]) == hits[j]) sub = 1;
        if (!sub && hits[j]) F->sets[F->nsets++] = hits[j];
    }
    free(hits);
    F->cm_mask = (1 << 16) - 1;
    F->cm = calloc(F->cm_mask + 1, sizeof(CM));
    if (nfams == capfams) { capfams = capfams * 2 + 16; fams = realloc(fams, sizeof(Family *) * capfams); }
    fams[nfams++] = F;
    return F;
}

/* Per guess, whether family F stays finishable in t - 1 after it. */
static const uint8_t *family_guess_ok(Family *F, int t) {
    if (F->ok[t]) return F->ok[t];
    uint8_t *ok = malloc(N);
    uint64_t *seen = malloc(sizeof(uint64_t) * N);
    uint8_t *val = malloc(N);
    /* distinct rest masks are few: a tiny cache by linear probing */
    int cap = 1 << 12; uint64_t *ck = calloc(cap, sizeof(uint64_t)); uint8_t *cv = calloc(cap, 1);
    for (int g = 0; g < N; g++) {
        uint64_t r = F->rest[g], h = (r * 0x9E3779B97F4A7C15ULL) | 1;
        int i = (int)(h & (cap - 1));
        while (ck[i] && ck[i] != h) i = (i + 1) & (cap - 1);
        if (!ck[i]) { ck[i] = h; cv[i] = fam_ok(F, r, t - 1); }
        ok[g] = cv[i];
    }
    free(ck); free(cv); free(seen); free(val);
    F->ok[t] = ok;
    return ok;
}
static int FAMILY_MIN = 4;
static int fam_exact = 1;
void set_family_exact(int on) { fam_exact = on; }

static int bound(int k) { return k <= 0 ? 0 : 1 + LEN * (k - 1); }

typedef struct { uint64_t k; int w; } KW;  /* a word's letters but one place, as a number */
static int cmp_kw(const void *a, const void *b) {
    uint64_t x = ((const KW *)a)->k, y = ((const KW *)b)->k;
    return x < y ? -1 : x > y;
}

/* Families in S (words alike but in one place) bigger than bound(t - 2): per guess, the
 * members it leaves together beyond bound(t - 2), summed (-1: some family is left with more
 * than bound(t - 1) together, which no play can finish).  NULL when there is none. */
static int *family_penalty(const int *S, int n, int t) {
    int soft = bound(t - 2), hard = bound(t - 1);
    if (n < FAMILY_MIN) return NULL;
    int *pen = NULL;
    KW *kw = malloc(sizeof(KW) * n);
    int cnt[NP];
    memset(cnt, 0, sizeof(int) * NPAT);
    for (int place = 0; place < LEN; place++) {
        for (int i = 0; i < n; i++) {
            uint64_t k = 0;
            for (int j = 0; j < LEN; j++) if (j != place) k = k * ALPHA + LET[S[i] * LEN + j];
            kw[i].k = k; kw[i].w = S[i];
        }
        qsort(kw, n, sizeof(KW), cmp_kw);
        for (int a = 0, b; a < n; a = b) {
            for (b = a + 1; b < n && kw[b].k == kw[a].k; b++);
            int f = b - a;
            if (fam_exact && f >= FAMILY_MIN && f > t - 1 && f <= 64) {
                int M[64];
                for (int i = a; i < b; i++) M[i - a] = kw[i].w;
                qsort(M, f, sizeof(int), cmp_int);
                const uint8_t *ok = family_guess_ok(family(M, f), t);
                if (!pen) pen = calloc(N, sizeof(int));
                for (int g = 0; g < N; g++) if (!ok[g]) pen[g] = -1;
            }
            if (f <= soft) continue;
            if (!pen) pen = calloc(N, sizeof(int));
            for (int g = 0; g < N; g++) {
                if (pen[g] < 0) continue;
                const pat_t *row = CT + (size_t)g * N;
                int mx = 0;
                for (int i = a; i < b; i++) { int c = ++cnt[row[kw[i].w]]; if (c > mx) mx = c; }
                for (int i = a; i < b; i++) cnt[row[kw[i].w]] = 0;
                if (mx > hard) pen[g] = -1;
                else if (mx > soft) pen[g] += mx - soft;
            }
        }
    }
    free(kw);
    return pen;
}

static double *KEY2;   /* the second ranking of the last rank_all: the smallest worst bucket */
static void rank_all(const int *S, int n, int t, double *key, const uint8_t *member, const Rule *R) {
    if (!KEY2) KEY2 = malloc(sizeof(double) * N);
    int cnt[NP];
    int *fam_pen = t >= 3 ? family_penalty(S, n, t) : NULL;
    memset(cnt, 0, sizeof(int) * NPAT);
    for (int g = 0; g < N; g++) {
        if (!legal(g, R)) { key[g] = KEY2[g] = INFINITY; continue; }
        const pat_t *row = CT + (size_t)g * N;
        for (int i = 0; i < n; i++) cnt[row[S[i]]]++;
        int nb = 0, mx = 0;
        double e = 0;
        for (int i = 0; i < n; i++) {
            int p = row[S[i]];
            int c = cnt[p];
            if (c) {
                nb++;
                if (p != WIN && c > mx) mx = c;
                e += c * LOG2[c < 16384 ? c : 16383];
                cnt[p] = 0;
            }
        }
        if (nb == 1 || (fam_pen && fam_pen[g] < 0)) { key[g] = KEY2[g] = INFINITY; continue; }
        KEY2[g] = mx * 1e3 - nb + (fam_pen ? PEN * fam_pen[g] : 0);
        double mem = member && member[g] ? 0.0 : 1.0;
        if (t <= 3)
            key[g] = -nb * 1e6 + mx * 1e2 + mem * 0.5 + (fam_pen ? fam_pen[g] * 1e4 : 0);
        else
            key[g] = e / n + mx * 1e-4 + mem * 1e-6 + (fam_pen ? PEN * fam_pen[g] : 0);
    }
    free(fam_pen);
}

/* Guesses ranked by how many buckets they split `core` into (more first), ties by key. */
static void rank_core(const int *core, int m, const double *key, double *out) {
    int cnt[NP];
    memset(cnt, 0, sizeof(int) * NPAT);
    for (int g = 0; g < N; g++) {
        if (!isfinite(key[g])) { out[g] = INFINITY; continue; }
        const pat_t *row = CT + (size_t)g * N;
        double e = 0;
        int mx = 0;
        for (int i = 0; i < m; i++) cnt[row[core[i]]]++;
        for (int i = 0; i < m; i++) {
            int c = cnt[row[core[i]]];
            if (c) { e += c * LOG2[c < 16384 ? c : 16383]; if (c > mx) mx = c; cnt[row[core[i]]] = 0; }
        }
        out[g] = CORE_MODE == 0 ? e * 1e3 + key[g] * 1e-3
               : CORE_MODE == 1 ? mx * 1e6 + e * 1e3 + key[g] * 1e-3
               : (mx + e / m) * 1e3 + key[g] * 1e-3;
    }
}

static int top_k(const double *key, int k, const uint8_t *skip, int *out) {
    /* the k lowest finite keys not skipped, in order (simple: collect finite then partial sort) */
    Ranked *r = malloc(sizeof(Ranked) * N);
    int m = 0;
    for (int g = 0; g < N; g++)
        if (isfinite(key[g]) && !(skip && skip[g])) { r[m].key = key[g]; r[m].g = g; m++; }
    /* partial selection: sort fully when small, else nth-element by repeated passes */
    if (m > 4 * k && k < 256) {
        /* keep the k best with a simple insertion buffer */
        Ranked *best = malloc(sizeof(Ranked) * (k + 1));
        int b = 0;
        for (int i = 0; i < m; i++) {
            if (b == k && cmp_ranked(&r[i], &best[b - 1]) >= 0) continue;
            int j = b < k ? b++ : k - 1;
            while (j > 0 && cmp_ranked(&r[i], &best[j - 1]) < 0) { best[j] = best[j - 1]; j--; }
            best[j] = r[i];
        }
        for (int i = 0; i < b; i++) out[i] = best[i].g;
        free(best);
        free(r);
        return b;
    }
    qsort(r, m, sizeof(Ranked), cmp_ranked);
    int b = m < k ? m : k;
    for (int i = 0; i < b; i++) out[i] = r[i].g;
    free(r);
    return b;
}

/* ---------- two-ply lookahead ---------- */
static int LA[8] = {0, 0, 0, 0, 40, 60, 60, 60};   /* pool reordered by lookahead */
void set_lookahead(int t, int pool) { if (t >= 0 && t < 8) LA[t] = pool; }
typedef struct { uint64_t key; int32_t v; } MW;
static MW *mw;
static uint64_t mw_mask = (1 << 22) - 1;

/* The smallest worst bucket (the win aside) any guess leaves in S. */
static int min_worst(const int *S, int n) {
    if (!mw) mw = calloc(mw_mask + 1, sizeof(MW));
    uint64_t key = set_key(S, n, 99);
    uint64_t i = key & mw_mask;
    while (mw[i].key && mw[i].key != key) i = (i + 1) & mw_mask;
    if (mw[i].key == key) return mw[i].v;
    int cnt[NP], best = n;
    memset(cnt, 0, sizeof(int) * NPAT);
    for (int g = 0; g < N && best > 1; g++) {
        const pat_t *row = CT + (size_t)g * N;
        int mx = 0;
        for (int j = 0; j < n; j++) {
            int p = row[S[j]];
            int c = ++cnt[p];
            if (p != WIN && c > mx) { mx = c; if (mx >= best) break; }
        }
        for (int j = 0; j < n; j++) cnt[row[S[j]]] = 0;
        if (mx < best) best = mx;
    }
    mw[i].key = key;
    mw[i].v = best;
    return best;
}

static int split(const int *S, int n, int g, int *buf, int *starts, int *sizes, int *pats);

/* Reorder cand[0..m) by the biggest of the smallest worst buckets the next guess can
 * leave in each bucket (ties keep the order). */
static void lookahead(const int *S, int n, int *cand, int m, int *buf) {
    Ranked *r = malloc(sizeof(Ranked) * m);
    int starts[NP], sizes[NP], pats[NP];
    for (int i = 0; i < m; i++) {
        int nb = split(S, n, cand[i], buf, starts, sizes, pats);
        int worst = 0;
        for (int b = 0; b < nb; b++)
            if (pats[b] != WIN && sizes[b] > 2) {
                int w = min_worst(buf + starts[b], sizes[b]);
                if (w > worst) worst = w;
            }
        r[i].key = worst * 1e3 + i;
        r[i].g = cand[i];
    }
    qsort(r, m, sizeof(Ranked), cmp_ranked);
    for (int i = 0; i < m; i++) cand[i] = r[i].g;
    free(r);
}

/* ---------- the search ---------- */
static int sure_t(const int *S, int n, int t, const Rule *R, const int **core_out, int *core_len);

/* Split S by g into buf; bucket starts in starts[], sizes in sizes[], patterns in pats[];
 * returns the number of buckets, biggest first. */
static int split(const int *S, int n, int g, int *buf, int *starts, int *sizes, int *pats) {
    int cnt[NP], off[NP];
    memset(cnt, 0, sizeof(int) * NPAT);
    const pat_t *row = CT + (size_t)g * N;
    for (int i = 0; i < n; i++) cnt[row[S[i]]]++;
    int nb = 0, o = 0;
    for (int p = 0; p < NPAT; p++)
        if (cnt[p]) { off[p] = o; starts[nb] = o; sizes[nb] = cnt[p]; pats[nb] = p; nb++; o += cnt[p]; }
    for (int i = 0; i < n; i++) buf[off[row[S[i]]]++] = S[i];
    /* order buckets biggest first (insertion sort on an index) */
    for (int i = 1; i < nb; i++) {
        int s = starts[i], z = sizes[i], p = pats[i], j = i;
        while (j > 0 && sizes[j - 1] < z) { starts[j] = starts[j - 1]; sizes[j] = sizes[j - 1]; pats[j] = pats[j - 1]; j--; }
        starts[j] = s; sizes[j] = z; pats[j] = p;
    }
    return nb;
}

/* Whether every bucket g leaves is sure in t - 1; if not, the failing bucket's core. */
static int try_guess(const int *S, int n, int t, const Rule *R, int g, int *buf, const int **fcore, int *flen) {
    int starts[NP], sizes[NP], pats[NP];
    int nb = split(S, n, g, buf, starts, sizes, pats);
    if (nb == 1) { *fcore = NULL; *flen = 0; return 0; }
    for (int b = 0; b < nb; b++) {
        if (pats[b] == WIN || sizes[b] == 1) continue;
        if (sizes[b] == 2 && t - 1 >= 2) continue;
        const int *c; int cl;
        Rule after, *next = NULL;
        if (R) { rule_after(R, g, pats[b], &after); next = &after; }
        if (sure_t(buf + starts[b], sizes[b], t - 1, next, &c, &cl) < 0) {
            if (c && cl) { *fcore = c; *flen = cl; }
            else { *fcore = buf + starts[b]; *flen = sizes[b]; }
            return 0;
        }
    }
    return 1;
}

static int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

static int cmp_int(const void *a, const void *b);
static int sure_t(const int *S, int n, int t, const Rule *R, const int **core_out, int *core_len) {
    *core_out = NULL; *core_len = 0;
    if (n == 1) return S[0];
    if (t <= 1) return -1;
    if (n == 2) return S[0];
    if (stop_flag) return -1;
    uint64_t key = (set_key(S, n, t) + rule_key(R)) | 1;
    Entry *e = memo_find(key);
    if (e->key == key) {
        if (e->res < 0 && e->wlen) { *core_out = arena + e->woff; *core_len = e->wlen; }
        return e->res;
    }
    calls[t]++;
    if (t == 2) {
        int r = sure2(S, n, R);
        if (r >= 0 || n > MINIMISE) { memo_put(key, r, NULL, 0); return r; }
        /* a small failing subset: drop each word the rest fails without */
        int *w = malloc(sizeof(int) * n), m = n;
        memcpy(w, S, sizeof(int) * n);
        for (int i = m - 1; i >= 0 && m > 3; i--) {
            int x = w[i];
            w[i] = w[m - 1];
            if (sure2(w, m - 1, R) < 0) m--;
            else w[i] = x;
        }
        qsort(w, m, sizeof(int), cmp_int);
        memo_put(key, r, w, m);
        free(w);
        Entry *f = memo_find(key);
        if (f->key == key && f->wlen) { *core_out = arena + f->woff; *core_len = f->wlen; }
        return r;
    }
    double *keyv = malloc(sizeof(double) * N);
    double *ck = malloc(sizeof(double) * N);
    uint8_t *member = calloc(N, 1);
    uint8_t *tried = calloc(N, 1);
    uint8_t *incore = calloc(N, 1);
    int *buf = malloc(sizeof(int) * n);
    int *core = malloc(sizeof(int) * n);
    int clen = 0;
    int kmax = K[t] > KC[t] ? K[t] : KC[t];
    if (LA[t] > kmax) kmax = LA[t];
    int *cand = malloc(sizeof(int) * (kmax + 1));
    for (int i = 0; i < n; i++) member[S[i]] = 1;
    rank_all(S, n, t, keyv, member, R);
    int result = -1;
    for (int round = 0; round <= ROUNDS[t] && result < 0; round++) {
        int m;
        if (round == 0) {
            if (LA[t] > 0) {
                m = top_k(keyv, LA[t] / 2, tried, cand);
                for (int i = 0; i < m; i++) tried[cand[i]] = 1;
                double *k2 = malloc(sizeof(double) * N);
                memcpy(k2, KEY2, sizeof(double) * N);
                m += top_k(k2, LA[t] - m, tried, cand + m);
                free(k2);
                for (int i = 0; i < m; i++) tried[cand[i]] = 0;
                lookahead(S, n, cand, m, buf);
                if (m > K[t]) m = K[t];
            } else m = top_k(keyv, K[t], tried, cand);
        }
        else {
            if (clen == 0) break;
            rank_core(core, clen, keyv, ck);
            m = top_k(ck, KC[t], tried, cand);
        }
        int added = 0;
        for (int i = 0; i < m && result < 0; i++) {
            int g = cand[i];
            tried[g] = 1;
            const int *fc; int fl;
            int okg = try_guess(S, n, t, R, g, buf, &fc, &fl);
            if (t >= VERBOSE_T) { fprintf(stderr, "%*st=%d n=%d round %d try %d: %s core %d (total %d)\n", 2 * (6 - t), "", t, n, round, g, okg ? "OK" : "fail", fl, clen); fflush(stderr); }
            if (okg) { result = g; break; }
            if (stop_flag) break;
            for (int j = 0; j < fl; j++)
                if (!incore[fc[j]]) { incore[fc[j]] = 1; core[clen++] = fc[j]; added++; }
        }
        if (stop_flag) break;
        if (round > 0 && added == 0 && result < 0) { /* the core did not grow: one more round would repeat */ }
    }
    if (!stop_flag) {
        qsort(core, clen, sizeof(int), cmp_int);
        memo_put(key, result, core, clen);
        if (result < 0) {
            Entry *f = memo_find(key);
            if (f->key == key && f->wlen) { *core_out = arena + f->woff; *core_len = f->wlen; }
        }
    }
    free(keyv); free(ck); free(member); free(tried); free(incore); free(buf); free(core); free(cand);
    return result;
}

static void init_logs(void) {
    static int once = 0;
    if (!once) { LOG2[0] = 0; for (int i = 1; i < 16384; i++) LOG2[i] = log2((double)i); once = 1; }
}

int sure(const int *S, int n, int t) {
    init_logs();
    const int *c; int cl;
    return sure_t(S, n, t, NULL, &c, &cl);
}

/* sure() in hard mode, the hints so far given as each place's green letter (-1: none)
 * and each letter's copies shown (need[c], 0 for a letter not shown). */
int sure_hard(const int *S, int n, int t, const int *green, const int *need) {
    init_logs();
    Rule R;
    R.needs = 0;
    for (int i = 0; i < LEN; i++) R.green[i] = (int16_t)green[i];
    for (int c = 0; c < ALPHA; c++)
        if (need[c] > 0) {
            if (R.needs == LEN) return -2;   /* more letters shown than a word holds: not a rule */
            R.need_letter[R.needs] = (uint8_t)c; R.need_count[R.needs++] = (uint8_t)need[c];
        }
    const int *c; int cl;
    return sure_t(S, n, t, &R, &c, &cl);
}

/* The failure core remembered for (S, t), copied to out (at most cap); its length. */
int core_of(const int *S, int n, int t, int *out, int cap) {
    uint64_t key = (set_key(S, n, t) + rule_key(NULL)) | 1;
    Entry *e = memo_find(key);
    if (e->key != key || e->res >= 0) return -1;
    int m = e->wlen < cap ? e->wlen : cap;
    memcpy(out, arena + e->woff, m * sizeof(int));
    return e->wlen;
}

/* Tell apart in one guess: exact, members first. */
int sure_two(const int *S, int n) { return sure2(S, n, NULL); }

/* ---------- the weighted one-step estimate (as wordfinder.solver.weighted) ----------
 * For every guess over S, with q the weights of S normalised: 1 + the sum over the
 * buckets but the win of their mass times the estimated guesses for a bucket of that
 * entropy (estimated_guesses(effective_size(bits))); the win chance; the worst bucket. */
void estimates(const int *S, int n, const double *w, double curve_a, double curve_b,
               double *est, double *won, int *worst) {
    double total = 0;
    for (int i = 0; i < n; i++) total += w[S[i]];
    double *q = malloc(sizeof(double) * n), *qlq = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) { q[i] = w[S[i]] / total; qlq[i] = q[i] > 0 ? q[i] * log2(q[i]) : 0; }
    double mass[NP], ent[NP];
    int cnt[NP];
    memset(mass, 0, sizeof(double) * NPAT); memset(ent, 0, sizeof(double) * NPAT); memset(cnt, 0, sizeof(int) * NPAT);
    for (int g = 0; g < N; g++) {
        const pat_t *row = CT + (size_t)g * N;
        for (int i = 0; i < n; i++) { int p = row[S[i]]; mass[p] += q[i]; ent[p] += qlq[i]; cnt[p]++; }
        double e = 1, wn = 0;
        int mx = 0;
        for (int i = 0; i < n; i++) {
            int p = row[S[i]];
            if (!cnt[p]) continue;
            if (p == WIN) wn = mass[p];
            else {
                double m = mass[p];
                if (cnt[p] > mx) mx = cnt[p];
                if (m > 0) {
                    double bits = log2(m) - ent[p] / m;
                    double size = exp2(bits);
                    if (size < 1) size = 1;
                    double need = size <= 2 ? 1 + (size - 1) / 2
                                            : 1 + curve_a * log2(size) / (1 + curve_b * log2(size));
                    e += m * need;
                }
            }
            mass[p] = 0; ent[p] = 0; cnt[p] = 0;
        }
        est[g] = e; won[g] = wn; worst[g] = mx;
    }
    free(q); free(qlq);
}
