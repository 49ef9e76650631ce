// What does a back-to-back launch cost on the GPU, by the way it is launched? A copy of 32 MB
// each way (the bytes of a bf16 softmax of 2^24 elements, and of f32 32768 x 256), through
// four rotating buffer pairs, launched back to back in batches of 32 and 64, timed by the
// report's method (median over pairs of the longer batch's extra time per call). Each mode
// changes one thing about the launch, towards what cubecl-cuda 0.10 does:
//   runtime        kernel<<<>>> on a non-blocking stream, buffers from cudaMalloc
//   driver         cuLaunchKernel of the same function
//   driver+attr    cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES, 0) before each launch,
//                  as cubecl-cuda's execute_task does
//   driver+attr+param   and a 256-byte __grid_constant__ parameter, as cubecl passes its info
//   async-pool     buffers from cudaMallocAsync (cubecl-cuda allocates with cuMemAllocAsync)
//   graph          8 launches captured in a CUDA graph, replayed (the floor)
//   host wait D    runtime launches, the host busy for D us before each (a slower issuer:
//                  CubeCL's device thread takes about 7 us a launch)
// Build and run: nvcc -O3 -arch=sm_90a -o launch_gap launch_gap.cu -lcuda && ./launch_gap [modes, 6 by default]
#include <cuda.h>
#include <cuda_runtime.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s: %s\n", #x, cudaGetErrorString(e)); exit(1); } } while (0)
#define CD(x) do { CUresult e = (x); if (e != CUDA_SUCCESS) { printf("%s: %d\n", #x, (int)e); exit(1); } } while (0)

struct Info { unsigned long long words[32]; };

__global__ void copy_plain(const uint4* __restrict__ in, uint4* __restrict__ out, size_t n) {
  size_t base = (size_t)blockIdx.x * blockDim.x * 8 + threadIdx.x;
#pragma unroll
  for (int k = 0; k < 8; ++k) { size_t j = base + (size_t)k * blockDim.x; if (j < n) out[j] = in[j]; }
}

__global__ void copy_info(const uint4* __restrict__ in, uint4* __restrict__ out, const __grid_constant__ Info info) {
  size_t n = info.words[0];
  size_t base = (size_t)blockIdx.x * blockDim.x * 8 + threadIdx.x;
#pragma unroll
  for (int k = 0; k < 8; ++k) { size_t j = base + (size_t)k * blockDim.x; if (j < n) out[j] = in[j]; }
}

static const size_t BYTES = 32u << 20, N = BYTES / 16, PAIRS = 4;
static const unsigned THREADS = 256, BLOCKS = (N + THREADS * 8 - 1) / (THREADS * 8);

int main(int argc, char** argv) {
  CD(cuInit(0));
  CK(cudaSetDevice(0));
  cudaDeviceProp prop; CK(cudaGetDeviceProperties(&prop, 0));
  printf("device: %s, %zu MB per direction, %zu buffer pairs, %u blocks x %u threads\n", prop.name, BYTES >> 20, PAIRS, BLOCKS, THREADS);
  cudaStream_t stream; CK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  std::vector<uint4*> in(PAIRS), out(PAIRS), ain(PAIRS), aout(PAIRS);
  for (size_t i = 0; i < PAIRS; ++i) {
    CK(cudaMalloc(&in[i], BYTES)); CK(cudaMalloc(&out[i], BYTES));
    CK(cudaMallocAsync(&ain[i], BYTES, stream)); CK(cudaMallocAsync(&aout[i], BYTES, stream));
    CK(cudaMemsetAsync(in[i], 1, BYTES, stream)); CK(cudaMemsetAsync(ain[i], 1, BYTES, stream));
  }
  CK(cudaStreamSynchronize(stream));
  CUfunction f_plain, f_info;
  CK(cudaGetFuncBySymbol(&f_plain, (const void*)copy_plain));
  CK(cudaGetFuncBySymbol(&f_info, (const void*)copy_info));
  Info info = {}; info.words[0] = N;

  auto launch = [&](int mode, size_t i) {
    uint4* src = (mode == 4 ? ain : in)[i % PAIRS];
    uint4* dst = (mode == 4 ? aout : out)[i % PAIRS];
    size_t n = N;
    if (mode == 0 || mode == 4) { copy_plain<<<BLOCKS, THREADS, 0, stream>>>(src, dst, n); return; }
    if (mode >= 2) CD(cuFuncSetAttribute(mode == 3 ? f_info : f_plain, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 0));
    if (mode == 3) { void* args[] = {&src, &dst, &info}; CD(cuLaunchKernel(f_info, BLOCKS, 1, 1, THREADS, 1, 1, 0, stream, args, nullptr)); }
    else { void* args[] = {&src, &dst, &n}; CD(cuLaunchKernel(f_plain, BLOCKS, 1, 1, THREADS, 1, 1, 0, stream, args, nullptr)); }
  };
  // The graph: 8 plain launches over the rotating pairs.
  cudaGraph_t graph; cudaGraphExec_t exec;
  CK(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal));
  for (size_t i = 0; i < 8; ++i) copy_plain<<<BLOCKS, THREADS, 0, stream>>>(in[i % PAIRS], out[i % PAIRS], N);
  CK(cudaStreamEndCapture(stream, &graph));
  CK(cudaGraphInstantiate(&exec, graph, 0));

  const char* names[] = {"runtime", "driver", "driver+attr", "driver+attr+param", "async-pool", "graph (per launch)",
                         "host wait 5 us", "host wait 10 us", "host wait 20 us", "host wait 30 us"};
  const double waits[] = {0, 0, 0, 0, 0, 0, 5, 10, 20, 30};
  int modes = argc > 1 ? atoi(argv[1]) : 6;
  for (int round = 0; round < 3; ++round) {
    for (int mode = 0; mode < modes; ++mode) {
      size_t call = 0;
      auto batch = [&](int calls) {
        auto t0 = std::chrono::steady_clock::now();
        for (int c = 0; c < calls; ++c) {
          if (waits[mode] > 0) {
            auto until = std::chrono::steady_clock::now() + std::chrono::duration<double, std::micro>(waits[mode]);
            while (std::chrono::steady_clock::now() < until) {}
          }
          if (mode == 5) CK(cudaGraphLaunch(exec, stream)); else launch(mode >= 6 ? 0 : mode, call++);
        }
        CK(cudaStreamSynchronize(stream));
        return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
      };
      int short_calls = mode == 5 ? 4 : 32;
      batch(short_calls);  // warm-up
      std::vector<double> per;
      for (int p = 0; p < 31; ++p) { double s = batch(short_calls), l = batch(2 * short_calls); per.push_back((l - s) / short_calls / (mode == 5 ? 8 : 1)); }
      std::sort(per.begin(), per.end());
      printf("round %d  %-20s %7.2f us per launch (median of 31 pairs; quartiles %.2f-%.2f)\n", round + 1, names[mode], per[15], per[7], per[23]);
    }
  }
  CK(cudaGetLastError());
  return 0;
}
