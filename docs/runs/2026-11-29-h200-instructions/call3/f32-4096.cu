#include <cuda_runtime.h>
typedef unsigned int uint;
typedef unsigned char uint8;
typedef unsigned short uint16;
typedef unsigned int uint32;
typedef unsigned long long int uint64;
typedef signed char int8;
typedef signed short int16;
typedef signed int int32;
typedef signed long long int int64;

struct __align__(16) float_4 {
    float i_0;
    float i_1;
    float i_2;
    float i_3;
};
struct info_st {
    float scalars_float[2];
uint32 scalars_uint32[28];uint32 static_meta[8];
};


extern "C" __global__ void __launch_bounds__(256)softmax_cube_per_row_f_f32_g_f32_m_f32_n_4 (
    const float_4* __restrict__ buffer_0, const float_4* __restrict__ buffer_1, float_4* buffer_2, uint32* buffer_3, const __grid_constant__ info_st info
) {
uint32 threadIdxGlobal = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y);
uint32 blockDimGlobal = blockDim.x * blockDim.y * blockDim.z;
uint32 gridDimGlobal = gridDim.x * gridDim.y * gridDim.z;
uint32 blockIdxGlobal = (blockIdx.z * gridDim.y * gridDim.x) + (blockIdx.y * gridDim.x) + blockIdx.x;
uint32 warpSizeChecked = min(warpSize, blockDim.x * blockDim.y * blockDim.z);
extern __shared__ __align__(4) uint8 dynamic_shared_mem[];
// Shared array size: 16, 64 bytes
float *shared_memory_3 = reinterpret_cast<float*>(&dynamic_shared_mem[0]);
// Shared array size: 16, 64 bytes
float *shared_memory_4 = reinterpret_cast<float*>(&dynamic_shared_mem[64]);
float_4 l_arr_10[4];

float_4 l_arr_11[4];

float_4 l_mut_84;
uint32 l_mut_13;
uint32 l_mut_14;
uint32 l_mut_20;
uint32 l_mut_21;
uint32 l_mut_50;
uint32 l_mut_503;
float l_mut_35;
float l_mut_36;
float l_mut_37;
float l_mut_38;
float l_mut_72;
float l_mut_85;
float l_mut_267;
float l_mut_513;
const uint32 l_0 = info.scalars_uint32[1] - uint32(1);
const uint32 l_1 = l_0 * uint32(4);
const uint32 l_2 = l_1 + info.scalars_uint32[2];
const uint32 l_12 = blockDimGlobal * uint32(4);
l_mut_13 = blockIdxGlobal;
l_mut_14 = uint32(0);
while (true) {
const uint32 l_15 = info.scalars_uint32[0] * info.scalars_uint32[13];
const bool l_16 = l_mut_13 < l_15;
const bool l_17 = !l_16;
if (l_17) {
break;}
const uint32 l_18 = l_mut_13 * info.scalars_uint32[5];
const uint32 l_19 = uint32(0) * uint32(1);
l_mut_20 = l_2;
l_mut_21 = uint32(0);
const bool l_22 = info.scalars_float[0] < float(0.0);
const float l_23 = -info.scalars_float[1];
const float l_24 = (l_22) ? l_23 : info.scalars_float[1];
const uint32 l_25 = l_19 + uint32(0);
const uint32 l_26 = l_25 * l_12;
const bool l_27 = info.scalars_uint32[1] > l_26;
const uint32 l_28 = info.scalars_uint32[1] - l_26;
const uint32 l_29 = (l_27) ? l_28 : uint32(0);
const bool l_30 = l_29 < l_12;
const uint32 l_31 = (l_30) ? l_29 : l_12;
const uint32 l_32 = l_26 + l_31;
const bool l_33 = l_32 == info.scalars_uint32[1];
const uint32 l_34 = (l_33) ? info.scalars_uint32[2] : uint32(4);
l_mut_35 = float(-3.4028234663852886e38);
l_mut_36 = float(0.0);
l_mut_37 = float(-3.4028234663852886e38);
l_mut_38 = float(0.0);
const uint32 l_39 = l_19 + uint32(0);
const uint32 l_40 = l_39 * l_12;
const bool l_41 = info.scalars_uint32[1] > l_40;
const uint32 l_42 = info.scalars_uint32[1] - l_40;
const uint32 l_43 = (l_41) ? l_42 : uint32(0);
const bool l_44 = l_43 < l_12;
const uint32 l_45 = (l_44) ? l_43 : l_12;
const uint32 l_46 = l_40 + l_45;
const bool l_47 = l_46 == info.scalars_uint32[1];
const uint32 l_48 = (l_47) ? info.scalars_uint32[2] : uint32(4);
const uint32 l_49 = l_18 + l_40;
l_mut_50 = l_45;
const uint32 l_51 = uint32(0) * blockDimGlobal;
const uint32 l_52 = threadIdxGlobal + l_51;
const bool l_53 = l_52 < l_mut_50;
if (l_53) {
const uint32 l_54 = l_49 + l_52;
const float_4 l_55 = buffer_0[l_54];
l_arr_10[uint32(0)] = reinterpret_cast< float_4 const&>(l_55);
}
const uint32 l_56 = uint32(1) * blockDimGlobal;
const uint32 l_57 = threadIdxGlobal + l_56;
const bool l_58 = l_57 < l_mut_50;
if (l_58) {
const uint32 l_59 = l_49 + l_57;
const float_4 l_60 = buffer_0[l_59];
l_arr_10[uint32(1)] = reinterpret_cast< float_4 const&>(l_60);
}
const uint32 l_61 = uint32(2) * blockDimGlobal;
const uint32 l_62 = threadIdxGlobal + l_61;
const bool l_63 = l_62 < l_mut_50;
if (l_63) {
const uint32 l_64 = l_49 + l_62;
const float_4 l_65 = buffer_0[l_64];
l_arr_10[uint32(2)] = reinterpret_cast< float_4 const&>(l_65);
}
const uint32 l_66 = uint32(3) * blockDimGlobal;
const uint32 l_67 = threadIdxGlobal + l_66;
const bool l_68 = l_67 < l_mut_50;
if (l_68) {
const uint32 l_69 = l_49 + l_67;
const float_4 l_70 = buffer_0[l_69];
l_arr_10[uint32(3)] = reinterpret_cast< float_4 const&>(l_70);
}
const uint32 l_71 = l_mut_21 + l_40;
l_mut_72 = float(-3.4028234663852886e38);
const bool l_73 = l_48 < uint32(4);
const bool l_74 = l_45 > uint32(0);
const bool l_75 = l_73 && l_74;
const uint32 l_76 = (l_75) ? uint32(1) : uint32(0);
const uint32 l_77 = l_45 - l_76;
const uint32 l_78 = uint32(0) * blockDimGlobal;
const uint32 l_79 = threadIdxGlobal + l_78;
const uint32 l_80 = l_40 + l_79;
const bool l_81 = l_79 < l_77;
if (l_81) {
const float_4 l_82 = l_arr_10[uint32(0)];
const float_4 l_83 = l_arr_11[uint32(0)];
l_mut_84 = l_82;
l_mut_85 = float(-3.4028234663852886e38);
const bool l_86 = uint32(0) < uint32(4);
const bool l_87 = bool(true) || l_86;
if (l_87) {
const float l_88 = l_mut_84.i_0;
const float l_89 = max(l_mut_85, l_88);
l_mut_85 = l_89;
}
const bool l_90 = uint32(1) < uint32(4);
const bool l_91 = bool(true) || l_90;
if (l_91) {
const float l_92 = l_mut_84.i_1;
const float l_93 = max(l_mut_85, l_92);
l_mut_85 = l_93;
}
const bool l_94 = uint32(2) < uint32(4);
const bool l_95 = bool(true) || l_94;
if (l_95) {
const float l_96 = l_mut_84.i_2;
const float l_97 = max(l_mut_85, l_96);
l_mut_85 = l_97;
}
const bool l_98 = uint32(3) < uint32(4);
const bool l_99 = bool(true) || l_98;
if (l_99) {
const float l_100 = l_mut_84.i_3;
const float l_101 = max(l_mut_85, l_100);
l_mut_85 = l_101;
}
const float l_102 = max(l_mut_72, l_mut_85);
l_mut_72 = l_102;
} else {
const uint32 l_103 = l_79 + uint32(1);
const bool l_104 = l_103 == l_45;
if (l_104) {
const float_4 l_105 = l_arr_10[uint32(0)];
const float_4 l_106 = l_arr_11[uint32(0)];
l_mut_84 = l_105;
l_mut_85 = float(-3.4028234663852886e38);
const bool l_107 = uint32(0) < l_48;
const bool l_108 = bool(false) || l_107;
if (l_108) {
const float l_109 = l_mut_84.i_0;
const float l_110 = max(l_mut_85, l_109);
l_mut_85 = l_110;
}
const bool l_111 = uint32(1) < l_48;
const bool l_112 = bool(false) || l_111;
if (l_112) {
const float l_113 = l_mut_84.i_1;
const float l_114 = max(l_mut_85, l_113);
l_mut_85 = l_114;
}
const bool l_115 = uint32(2) < l_48;
const bool l_116 = bool(false) || l_115;
if (l_116) {
const float l_117 = l_mut_84.i_2;
const float l_118 = max(l_mut_85, l_117);
l_mut_85 = l_118;
}
const bool l_119 = uint32(3) < l_48;
const bool l_120 = bool(false) || l_119;
if (l_120) {
const float l_121 = l_mut_84.i_3;
const float l_122 = max(l_mut_85, l_121);
l_mut_85 = l_122;
}
const float l_123 = max(l_mut_72, l_mut_85);
l_mut_72 = l_123;
}
}
const uint32 l_124 = uint32(1) * blockDimGlobal;
const uint32 l_125 = threadIdxGlobal + l_124;
const uint32 l_126 = l_40 + l_125;
const bool l_127 = l_125 < l_77;
if (l_127) {
const float_4 l_128 = l_arr_10[uint32(1)];
const float_4 l_129 = l_arr_11[uint32(1)];
l_mut_84 = l_128;
l_mut_85 = float(-3.4028234663852886e38);
const bool l_130 = uint32(0) < uint32(4);
const bool l_131 = bool(true) || l_130;
if (l_131) {
const float l_132 = l_mut_84.i_0;
const float l_133 = max(l_mut_85, l_132);
l_mut_85 = l_133;
}
const bool l_134 = uint32(1) < uint32(4);
const bool l_135 = bool(true) || l_134;
if (l_135) {
const float l_136 = l_mut_84.i_1;
const float l_137 = max(l_mut_85, l_136);
l_mut_85 = l_137;
}
const bool l_138 = uint32(2) < uint32(4);
const bool l_139 = bool(true) || l_138;
if (l_139) {
const float l_140 = l_mut_84.i_2;
const float l_141 = max(l_mut_85, l_140);
l_mut_85 = l_141;
}
const bool l_142 = uint32(3) < uint32(4);
const bool l_143 = bool(true) || l_142;
if (l_143) {
const float l_144 = l_mut_84.i_3;
const float l_145 = max(l_mut_85, l_144);
l_mut_85 = l_145;
}
const float l_146 = max(l_mut_72, l_mut_85);
l_mut_72 = l_146;
} else {
const uint32 l_147 = l_125 + uint32(1);
const bool l_148 = l_147 == l_45;
if (l_148) {
const float_4 l_149 = l_arr_10[uint32(1)];
const float_4 l_150 = l_arr_11[uint32(1)];
l_mut_84 = l_149;
l_mut_85 = float(-3.4028234663852886e38);
const bool l_151 = uint32(0) < l_48;
const bool l_152 = bool(false) || l_151;
if (l_152) {
const float l_153 = l_mut_84.i_0;
const float l_154 = max(l_mut_85, l_153);
l_mut_85 = l_154;
}
const bool l_155 = uint32(1) < l_48;
const bool l_156 = bool(false) || l_155;
if (l_156) {
const float l_157 = l_mut_84.i_1;
const float l_158 = max(l_mut_85, l_157);
l_mut_85 = l_158;
}
const bool l_159 = uint32(2) < l_48;
const bool l_160 = bool(false) || l_159;
if (l_160) {
const float l_161 = l_mut_84.i_2;
const float l_162 = max(l_mut_85, l_161);
l_mut_85 = l_162;
}
const bool l_163 = uint32(3) < l_48;
const bool l_164 = bool(false) || l_163;
if (l_164) {
const float l_165 = l_mut_84.i_3;
const float l_166 = max(l_mut_85, l_165);
l_mut_85 = l_166;
}
const float l_167 = max(l_mut_72, l_mut_85);
l_mut_72 = l_167;
}
}
const uint32 l_168 = uint32(2) * blockDimGlobal;
const uint32 l_169 = threadIdxGlobal + l_168;
const uint32 l_170 = l_40 + l_169;
const bool l_171 = l_169 < l_77;
if (l_171) {
const float_4 l_172 = l_arr_10[uint32(2)];
const float_4 l_173 = l_arr_11[uint32(2)];
l_mut_84 = l_172;
l_mut_85 = float(-3.4028234663852886e38);
const bool l_174 = uint32(0) < uint32(4);
const bool l_175 = bool(true) || l_174;
if (l_175) {
const float l_176 = l_mut_84.i_0;
const float l_177 = max(l_mut_85, l_176);
l_mut_85 = l_177;
}
const bool l_178 = uint32(1) < uint32(4);
const bool l_179 = bool(true) || l_178;
if (l_179) {
const float l_180 = l_mut_84.i_1;
const float l_181 = max(l_mut_85, l_180);
l_mut_85 = l_181;
}
const bool l_182 = uint32(2) < uint32(4);
const bool l_183 = bool(true) || l_182;
if (l_183) {
const float l_184 = l_mut_84.i_2;
const float l_185 = max(l_mut_85, l_184);
l_mut_85 = l_185;
}
const bool l_186 = uint32(3) < uint32(4);
const bool l_187 = bool(true) || l_186;
if (l_187) {
const float l_188 = l_mut_84.i_3;
const float l_189 = max(l_mut_85, l_188);
l_mut_85 = l_189;
}
const float l_190 = max(l_mut_72, l_mut_85);
l_mut_72 = l_190;
} else {
const uint32 l_191 = l_169 + uint32(1);
const bool l_192 = l_191 == l_45;
if (l_192) {
const float_4 l_193 = l_arr_10[uint32(2)];
const float_4 l_194 = l_arr_11[uint32(2)];
l_mut_84 = l_193;
l_mut_85 = float(-3.4028234663852886e38);
const bool l_195 = uint32(0) < l_48;
const bool l_196 = bool(false) || l_195;
if (l_196) {
const float l_197 = l_mut_84.i_0;
const float l_198 = max(l_mut_85, l_197);
l_mut_85 = l_198;
}
const bool l_199 = uint32(1) < l_48;
const bool l_200 = bool(false) || l_199;
if (l_200) {
const float l_201 = l_mut_84.i_1;
const float l_202 = max(l_mut_85, l_201);
l_mut_85 = l_202;
}
const bool l_203 = uint32(2) < l_48;
const bool l_204 = bool(false) || l_203;
if (l_204) {
const float l_205 = l_mut_84.i_2;
const float l_206 = max(l_mut_85, l_205);
l_mut_85 = l_206;
}
const bool l_207 = uint32(3) < l_48;
const bool l_208 = bool(false) || l_207;
if (l_208) {
const float l_209 = l_mut_84.i_3;
const float l_210 = max(l_mut_85, l_209);
l_mut_85 = l_210;
}
const float l_211 = max(l_mut_72, l_mut_85);
l_mut_72 = l_211;
}
}
const uint32 l_212 = uint32(3) * blockDimGlobal;
const uint32 l_213 = threadIdxGlobal + l_212;
const uint32 l_214 = l_40 + l_213;
const bool l_215 = l_213 < l_77;
if (l_215) {
const float_4 l_216 = l_arr_10[uint32(3)];
const float_4 l_217 = l_arr_11[uint32(3)];
l_mut_84 = l_216;
l_mut_85 = float(-3.4028234663852886e38);
const bool l_218 = uint32(0) < uint32(4);
const bool l_219 = bool(true) || l_218;
if (l_219) {
const float l_220 = l_mut_84.i_0;
const float l_221 = max(l_mut_85, l_220);
l_mut_85 = l_221;
}
const bool l_222 = uint32(1) < uint32(4);
const bool l_223 = bool(true) || l_222;
if (l_223) {
const float l_224 = l_mut_84.i_1;
const float l_225 = max(l_mut_85, l_224);
l_mut_85 = l_225;
}
const bool l_226 = uint32(2) < uint32(4);
const bool l_227 = bool(true) || l_226;
if (l_227) {
const float l_228 = l_mut_84.i_2;
const float l_229 = max(l_mut_85, l_228);
l_mut_85 = l_229;
}
const bool l_230 = uint32(3) < uint32(4);
const bool l_231 = bool(true) || l_230;
if (l_231) {
const float l_232 = l_mut_84.i_3;
const float l_233 = max(l_mut_85, l_232);
l_mut_85 = l_233;
}
const float l_234 = max(l_mut_72, l_mut_85);
l_mut_72 = l_234;
} else {
const uint32 l_235 = l_213 + uint32(1);
const bool l_236 = l_235 == l_45;
if (l_236) {
const float_4 l_237 = l_arr_10[uint32(3)];
const float_4 l_238 = l_arr_11[uint32(3)];
l_mut_84 = l_237;
l_mut_85 = float(-3.4028234663852886e38);
const bool l_239 = uint32(0) < l_48;
const bool l_240 = bool(false) || l_239;
if (l_240) {
const float l_241 = l_mut_84.i_0;
const float l_242 = max(l_mut_85, l_241);
l_mut_85 = l_242;
}
const bool l_243 = uint32(1) < l_48;
const bool l_244 = bool(false) || l_243;
if (l_244) {
const float l_245 = l_mut_84.i_1;
const float l_246 = max(l_mut_85, l_245);
l_mut_85 = l_246;
}
const bool l_247 = uint32(2) < l_48;
const bool l_248 = bool(false) || l_247;
if (l_248) {
const float l_249 = l_mut_84.i_2;
const float l_250 = max(l_mut_85, l_249);
l_mut_85 = l_250;
}
const bool l_251 = uint32(3) < l_48;
const bool l_252 = bool(false) || l_251;
if (l_252) {
const float l_253 = l_mut_84.i_3;
const float l_254 = max(l_mut_85, l_253);
l_mut_85 = l_254;
}
const float l_255 = max(l_mut_72, l_mut_85);
l_mut_72 = l_255;
}
}
l_mut_85 = float(0.0);
const bool l_256 = l_48 < uint32(4);
const bool l_257 = l_45 > uint32(0);
const bool l_258 = l_256 && l_257;
const uint32 l_259 = (l_258) ? uint32(1) : uint32(0);
const uint32 l_260 = l_45 - l_259;
const uint32 l_261 = uint32(0) * blockDimGlobal;
const uint32 l_262 = threadIdxGlobal + l_261;
const uint32 l_263 = l_40 + l_262;
const bool l_264 = l_262 < l_260;
if (l_264) {
const float_4 l_265 = l_arr_10[uint32(0)];
const float_4 l_266 = l_arr_11[uint32(0)];
l_mut_84 = l_265;
l_mut_267 = float(0.0);
const bool l_268 = uint32(0) < uint32(4);
const bool l_269 = bool(true) || l_268;
if (l_269) {
const float l_270 = l_mut_84.i_0;
const float l_271 = l_270 - l_mut_72;
const float l_272 = __expf(l_271);
l_mut_267 = l_mut_267 + l_272;
}
const bool l_273 = uint32(1) < uint32(4);
const bool l_274 = bool(true) || l_273;
if (l_274) {
const float l_275 = l_mut_84.i_1;
const float l_276 = l_275 - l_mut_72;
const float l_277 = __expf(l_276);
l_mut_267 = l_mut_267 + l_277;
}
const bool l_278 = uint32(2) < uint32(4);
const bool l_279 = bool(true) || l_278;
if (l_279) {
const float l_280 = l_mut_84.i_2;
const float l_281 = l_280 - l_mut_72;
const float l_282 = __expf(l_281);
l_mut_267 = l_mut_267 + l_282;
}
const bool l_283 = uint32(3) < uint32(4);
const bool l_284 = bool(true) || l_283;
if (l_284) {
const float l_285 = l_mut_84.i_3;
const float l_286 = l_285 - l_mut_72;
const float l_287 = __expf(l_286);
l_mut_267 = l_mut_267 + l_287;
}
l_mut_85 = l_mut_85 + l_mut_267;
} else {
const uint32 l_288 = l_262 + uint32(1);
const bool l_289 = l_288 == l_45;
if (l_289) {
const float_4 l_290 = l_arr_10[uint32(0)];
const float_4 l_291 = l_arr_11[uint32(0)];
l_mut_84 = l_290;
l_mut_267 = float(0.0);
const bool l_292 = uint32(0) < l_48;
const bool l_293 = bool(false) || l_292;
if (l_293) {
const float l_294 = l_mut_84.i_0;
const float l_295 = l_294 - l_mut_72;
const float l_296 = __expf(l_295);
l_mut_267 = l_mut_267 + l_296;
}
const bool l_297 = uint32(1) < l_48;
const bool l_298 = bool(false) || l_297;
if (l_298) {
const float l_299 = l_mut_84.i_1;
const float l_300 = l_299 - l_mut_72;
const float l_301 = __expf(l_300);
l_mut_267 = l_mut_267 + l_301;
}
const bool l_302 = uint32(2) < l_48;
const bool l_303 = bool(false) || l_302;
if (l_303) {
const float l_304 = l_mut_84.i_2;
const float l_305 = l_304 - l_mut_72;
const float l_306 = __expf(l_305);
l_mut_267 = l_mut_267 + l_306;
}
const bool l_307 = uint32(3) < l_48;
const bool l_308 = bool(false) || l_307;
if (l_308) {
const float l_309 = l_mut_84.i_3;
const float l_310 = l_309 - l_mut_72;
const float l_311 = __expf(l_310);
l_mut_267 = l_mut_267 + l_311;
}
l_mut_85 = l_mut_85 + l_mut_267;
}
}
const uint32 l_312 = uint32(1) * blockDimGlobal;
const uint32 l_313 = threadIdxGlobal + l_312;
const uint32 l_314 = l_40 + l_313;
const bool l_315 = l_313 < l_260;
if (l_315) {
const float_4 l_316 = l_arr_10[uint32(1)];
const float_4 l_317 = l_arr_11[uint32(1)];
l_mut_84 = l_316;
l_mut_267 = float(0.0);
const bool l_318 = uint32(0) < uint32(4);
const bool l_319 = bool(true) || l_318;
if (l_319) {
const float l_320 = l_mut_84.i_0;
const float l_321 = l_320 - l_mut_72;
const float l_322 = __expf(l_321);
l_mut_267 = l_mut_267 + l_322;
}
const bool l_323 = uint32(1) < uint32(4);
const bool l_324 = bool(true) || l_323;
if (l_324) {
const float l_325 = l_mut_84.i_1;
const float l_326 = l_325 - l_mut_72;
const float l_327 = __expf(l_326);
l_mut_267 = l_mut_267 + l_327;
}
const bool l_328 = uint32(2) < uint32(4);
const bool l_329 = bool(true) || l_328;
if (l_329) {
const float l_330 = l_mut_84.i_2;
const float l_331 = l_330 - l_mut_72;
const float l_332 = __expf(l_331);
l_mut_267 = l_mut_267 + l_332;
}
const bool l_333 = uint32(3) < uint32(4);
const bool l_334 = bool(true) || l_333;
if (l_334) {
const float l_335 = l_mut_84.i_3;
const float l_336 = l_335 - l_mut_72;
const float l_337 = __expf(l_336);
l_mut_267 = l_mut_267 + l_337;
}
l_mut_85 = l_mut_85 + l_mut_267;
} else {
const uint32 l_338 = l_313 + uint32(1);
const bool l_339 = l_338 == l_45;
if (l_339) {
const float_4 l_340 = l_arr_10[uint32(1)];
const float_4 l_341 = l_arr_11[uint32(1)];
l_mut_84 = l_340;
l_mut_267 = float(0.0);
const bool l_342 = uint32(0) < l_48;
const bool l_343 = bool(false) || l_342;
if (l_343) {
const float l_344 = l_mut_84.i_0;
const float l_345 = l_344 - l_mut_72;
const float l_346 = __expf(l_345);
l_mut_267 = l_mut_267 + l_346;
}
const bool l_347 = uint32(1) < l_48;
const bool l_348 = bool(false) || l_347;
if (l_348) {
const float l_349 = l_mut_84.i_1;
const float l_350 = l_349 - l_mut_72;
const float l_351 = __expf(l_350);
l_mut_267 = l_mut_267 + l_351;
}
const bool l_352 = uint32(2) < l_48;
const bool l_353 = bool(false) || l_352;
if (l_353) {
const float l_354 = l_mut_84.i_2;
const float l_355 = l_354 - l_mut_72;
const float l_356 = __expf(l_355);
l_mut_267 = l_mut_267 + l_356;
}
const bool l_357 = uint32(3) < l_48;
const bool l_358 = bool(false) || l_357;
if (l_358) {
const float l_359 = l_mut_84.i_3;
const float l_360 = l_359 - l_mut_72;
const float l_361 = __expf(l_360);
l_mut_267 = l_mut_267 + l_361;
}
l_mut_85 = l_mut_85 + l_mut_267;
}
}
const uint32 l_362 = uint32(2) * blockDimGlobal;
const uint32 l_363 = threadIdxGlobal + l_362;
const uint32 l_364 = l_40 + l_363;
const bool l_365 = l_363 < l_260;
if (l_365) {
const float_4 l_366 = l_arr_10[uint32(2)];
const float_4 l_367 = l_arr_11[uint32(2)];
l_mut_84 = l_366;
l_mut_267 = float(0.0);
const bool l_368 = uint32(0) < uint32(4);
const bool l_369 = bool(true) || l_368;
if (l_369) {
const float l_370 = l_mut_84.i_0;
const float l_371 = l_370 - l_mut_72;
const float l_372 = __expf(l_371);
l_mut_267 = l_mut_267 + l_372;
}
const bool l_373 = uint32(1) < uint32(4);
const bool l_374 = bool(true) || l_373;
if (l_374) {
const float l_375 = l_mut_84.i_1;
const float l_376 = l_375 - l_mut_72;
const float l_377 = __expf(l_376);
l_mut_267 = l_mut_267 + l_377;
}
const bool l_378 = uint32(2) < uint32(4);
const bool l_379 = bool(true) || l_378;
if (l_379) {
const float l_380 = l_mut_84.i_2;
const float l_381 = l_380 - l_mut_72;
const float l_382 = __expf(l_381);
l_mut_267 = l_mut_267 + l_382;
}
const bool l_383 = uint32(3) < uint32(4);
const bool l_384 = bool(true) || l_383;
if (l_384) {
const float l_385 = l_mut_84.i_3;
const float l_386 = l_385 - l_mut_72;
const float l_387 = __expf(l_386);
l_mut_267 = l_mut_267 + l_387;
}
l_mut_85 = l_mut_85 + l_mut_267;
} else {
const uint32 l_388 = l_363 + uint32(1);
const bool l_389 = l_388 == l_45;
if (l_389) {
const float_4 l_390 = l_arr_10[uint32(2)];
const float_4 l_391 = l_arr_11[uint32(2)];
l_mut_84 = l_390;
l_mut_267 = float(0.0);
const bool l_392 = uint32(0) < l_48;
const bool l_393 = bool(false) || l_392;
if (l_393) {
const float l_394 = l_mut_84.i_0;
const float l_395 = l_394 - l_mut_72;
const float l_396 = __expf(l_395);
l_mut_267 = l_mut_267 + l_396;
}
const bool l_397 = uint32(1) < l_48;
const bool l_398 = bool(false) || l_397;
if (l_398) {
const float l_399 = l_mut_84.i_1;
const float l_400 = l_399 - l_mut_72;
const float l_401 = __expf(l_400);
l_mut_267 = l_mut_267 + l_401;
}
const bool l_402 = uint32(2) < l_48;
const bool l_403 = bool(false) || l_402;
if (l_403) {
const float l_404 = l_mut_84.i_2;
const float l_405 = l_404 - l_mut_72;
const float l_406 = __expf(l_405);
l_mut_267 = l_mut_267 + l_406;
}
const bool l_407 = uint32(3) < l_48;
const bool l_408 = bool(false) || l_407;
if (l_408) {
const float l_409 = l_mut_84.i_3;
const float l_410 = l_409 - l_mut_72;
const float l_411 = __expf(l_410);
l_mut_267 = l_mut_267 + l_411;
}
l_mut_85 = l_mut_85 + l_mut_267;
}
}
const uint32 l_412 = uint32(3) * blockDimGlobal;
const uint32 l_413 = threadIdxGlobal + l_412;
const uint32 l_414 = l_40 + l_413;
const bool l_415 = l_413 < l_260;
if (l_415) {
const float_4 l_416 = l_arr_10[uint32(3)];
const float_4 l_417 = l_arr_11[uint32(3)];
l_mut_84 = l_416;
l_mut_267 = float(0.0);
const bool l_418 = uint32(0) < uint32(4);
const bool l_419 = bool(true) || l_418;
if (l_419) {
const float l_420 = l_mut_84.i_0;
const float l_421 = l_420 - l_mut_72;
const float l_422 = __expf(l_421);
l_mut_267 = l_mut_267 + l_422;
}
const bool l_423 = uint32(1) < uint32(4);
const bool l_424 = bool(true) || l_423;
if (l_424) {
const float l_425 = l_mut_84.i_1;
const float l_426 = l_425 - l_mut_72;
const float l_427 = __expf(l_426);
l_mut_267 = l_mut_267 + l_427;
}
const bool l_428 = uint32(2) < uint32(4);
const bool l_429 = bool(true) || l_428;
if (l_429) {
const float l_430 = l_mut_84.i_2;
const float l_431 = l_430 - l_mut_72;
const float l_432 = __expf(l_431);
l_mut_267 = l_mut_267 + l_432;
}
const bool l_433 = uint32(3) < uint32(4);
const bool l_434 = bool(true) || l_433;
if (l_434) {
const float l_435 = l_mut_84.i_3;
const float l_436 = l_435 - l_mut_72;
const float l_437 = __expf(l_436);
l_mut_267 = l_mut_267 + l_437;
}
l_mut_85 = l_mut_85 + l_mut_267;
} else {
const uint32 l_438 = l_413 + uint32(1);
const bool l_439 = l_438 == l_45;
if (l_439) {
const float_4 l_440 = l_arr_10[uint32(3)];
const float_4 l_441 = l_arr_11[uint32(3)];
l_mut_84 = l_440;
l_mut_267 = float(0.0);
const bool l_442 = uint32(0) < l_48;
const bool l_443 = bool(false) || l_442;
if (l_443) {
const float l_444 = l_mut_84.i_0;
const float l_445 = l_444 - l_mut_72;
const float l_446 = __expf(l_445);
l_mut_267 = l_mut_267 + l_446;
}
const bool l_447 = uint32(1) < l_48;
const bool l_448 = bool(false) || l_447;
if (l_448) {
const float l_449 = l_mut_84.i_1;
const float l_450 = l_449 - l_mut_72;
const float l_451 = __expf(l_450);
l_mut_267 = l_mut_267 + l_451;
}
const bool l_452 = uint32(2) < l_48;
const bool l_453 = bool(false) || l_452;
if (l_453) {
const float l_454 = l_mut_84.i_2;
const float l_455 = l_454 - l_mut_72;
const float l_456 = __expf(l_455);
l_mut_267 = l_mut_267 + l_456;
}
const bool l_457 = uint32(3) < l_48;
const bool l_458 = bool(false) || l_457;
if (l_458) {
const float l_459 = l_mut_84.i_3;
const float l_460 = l_459 - l_mut_72;
const float l_461 = __expf(l_460);
l_mut_267 = l_mut_267 + l_461;
}
l_mut_85 = l_mut_85 + l_mut_267;
}
}
l_mut_35 = l_mut_72;
l_mut_36 = l_mut_85;
l_mut_267 = l_mut_35;
l_mut_50 = uint32(1);
const float l_462 = { __shfl_xor_sync(-1, l_mut_267, l_mut_50) };
const float l_463 = max(l_mut_267, l_462);
l_mut_267 = l_463;
l_mut_50 = l_mut_50 * uint32(2);
const float l_464 = { __shfl_xor_sync(-1, l_mut_267, l_mut_50) };
const float l_465 = max(l_mut_267, l_464);
l_mut_267 = l_465;
l_mut_50 = l_mut_50 * uint32(2);
const float l_466 = { __shfl_xor_sync(-1, l_mut_267, l_mut_50) };
const float l_467 = max(l_mut_267, l_466);
l_mut_267 = l_467;
l_mut_50 = l_mut_50 * uint32(2);
const float l_468 = { __shfl_xor_sync(-1, l_mut_267, l_mut_50) };
const float l_469 = max(l_mut_267, l_468);
l_mut_267 = l_469;
l_mut_50 = l_mut_50 * uint32(2);
const float l_470 = { __shfl_xor_sync(-1, l_mut_267, l_mut_50) };
const float l_471 = max(l_mut_267, l_470);
l_mut_267 = l_471;
l_mut_50 = l_mut_50 * uint32(2);
const float l_472 = l_mut_35 - l_mut_267;
const float l_473 = __expf(l_472);
const float l_474 = l_mut_36 * l_473;
l_mut_85 = l_474;
l_mut_50 = uint32(1);
const float l_475 = { __shfl_xor_sync(-1, l_mut_85, l_mut_50) };
l_mut_85 = l_mut_85 + l_475;
l_mut_50 = l_mut_50 * uint32(2);
const float l_476 = { __shfl_xor_sync(-1, l_mut_85, l_mut_50) };
l_mut_85 = l_mut_85 + l_476;
l_mut_50 = l_mut_50 * uint32(2);
const float l_477 = { __shfl_xor_sync(-1, l_mut_85, l_mut_50) };
l_mut_85 = l_mut_85 + l_477;
l_mut_50 = l_mut_50 * uint32(2);
const float l_478 = { __shfl_xor_sync(-1, l_mut_85, l_mut_50) };
l_mut_85 = l_mut_85 + l_478;
l_mut_50 = l_mut_50 * uint32(2);
const float l_479 = { __shfl_xor_sync(-1, l_mut_85, l_mut_50) };
l_mut_85 = l_mut_85 + l_479;
l_mut_50 = l_mut_50 * uint32(2);
const uint32 l_480 = blockDimGlobal / uint32(32);
const uint32 l_481 = l_mut_14 * uint32(8);
const uint32 l_482 = threadIdxGlobal % uint32(32);
const bool l_483 = l_482 == uint32(0);
if (l_483) {
const uint32 l_484 = threadIdxGlobal / uint32(32);
const uint32 l_485 = l_481 + l_484;
shared_memory_3[l_485] = l_mut_267;
const uint32 l_486 = threadIdxGlobal / uint32(32);
const uint32 l_487 = l_481 + l_486;
shared_memory_4[l_487] = l_mut_85;
}
__syncthreads();

l_mut_72 = float(-3.4028234663852886e38);
l_mut_38 = float(0.0);
const uint32 l_488 = threadIdxGlobal % uint32(8);
l_mut_50 = l_488;
while (true) {
const bool l_489 = l_mut_50 < l_480;
const bool l_490 = !l_489;
if (l_490) {
break;}
const uint32 l_491 = l_481 + l_mut_50;
const float l_492 = shared_memory_3[l_491];
const uint32 l_493 = l_481 + l_mut_50;
const float l_494 = shared_memory_4[l_493];
const float l_495 = max(l_mut_72, l_492);
const float l_496 = l_mut_72 - l_495;
const float l_497 = __expf(l_496);
const float l_498 = l_mut_38 * l_497;
const float l_499 = l_492 - l_495;
const float l_500 = __expf(l_499);
const float l_501 = l_494 * l_500;
const float l_502 = l_498 + l_501;
l_mut_72 = l_495;
l_mut_38 = l_502;
l_mut_50 = l_mut_50 + uint32(8);
}
l_mut_37 = l_mut_72;
l_mut_503 = uint32(1);
const float l_504 = { __shfl_xor_sync(-1, l_mut_37, l_mut_503) };
const float l_505 = max(l_mut_37, l_504);
l_mut_37 = l_505;
l_mut_503 = l_mut_503 * uint32(2);
const float l_506 = { __shfl_xor_sync(-1, l_mut_37, l_mut_503) };
const float l_507 = max(l_mut_37, l_506);
l_mut_37 = l_507;
l_mut_503 = l_mut_503 * uint32(2);
const float l_508 = { __shfl_xor_sync(-1, l_mut_37, l_mut_503) };
const float l_509 = max(l_mut_37, l_508);
l_mut_37 = l_509;
l_mut_503 = l_mut_503 * uint32(2);
const float l_510 = l_mut_72 - l_mut_37;
const float l_511 = __expf(l_510);
const float l_512 = l_mut_38 * l_511;
l_mut_513 = l_512;
l_mut_503 = uint32(1);
const float l_514 = { __shfl_xor_sync(-1, l_mut_513, l_mut_503) };
l_mut_513 = l_mut_513 + l_514;
l_mut_503 = l_mut_503 * uint32(2);
const float l_515 = { __shfl_xor_sync(-1, l_mut_513, l_mut_503) };
l_mut_513 = l_mut_513 + l_515;
l_mut_503 = l_mut_503 * uint32(2);
const float l_516 = { __shfl_xor_sync(-1, l_mut_513, l_mut_503) };
l_mut_513 = l_mut_513 + l_516;
l_mut_503 = l_mut_503 * uint32(2);
l_mut_267 = l_mut_37;
l_mut_85 = l_mut_513;
const uint32 l_517 = uint32(1) - l_mut_14;
l_mut_14 = l_517;
l_mut_503 = uint32(4294967295);
const bool l_518 = l_mut_85 == float(0.0);
const float l_519 = float(1.0) / l_mut_85;
const float l_520 = (l_518) ? float(0.0) : l_519;
const float l_521 = __logf(l_mut_85);
const float l_522 = (l_518) ? float(0.0) : l_521;
const uint32 l_523 = l_mut_13 * info.scalars_uint32[12];
const uint32 l_524 = l_523 + l_26;
const uint32 l_525 = uint32(0) * blockDimGlobal;
const uint32 l_526 = threadIdxGlobal + l_525;
const bool l_527 = l_526 < l_31;
if (l_527) {
const float_4 l_528 = l_arr_10[uint32(0)];
const float_4 l_529 = l_arr_11[uint32(0)];
const uint32 l_530 = l_26 + l_526;
l_mut_84 = l_528;
const uint32 l_531 = l_524 + l_526;
const float_4 l_532 = float_4{
l_mut_267,l_mut_267,l_mut_267,l_mut_267,};
const float_4 l_533 = float_4{
l_mut_84.i_0 - l_532.i_0, l_mut_84.i_1 - l_532.i_1, l_mut_84.i_2 - l_532.i_2, l_mut_84.i_3 - l_532.i_3, };
const float_4 l_534 = float_4{
__expf(l_533.i_0),__expf(l_533.i_1),__expf(l_533.i_2),__expf(l_533.i_3),};
const float_4 l_535 = float_4{
l_520,l_520,l_520,l_520,};
const float_4 l_536 = float_4{
l_534.i_0 * l_535.i_0, l_534.i_1 * l_535.i_1, l_534.i_2 * l_535.i_2, l_534.i_3 * l_535.i_3, };
buffer_2[l_531] = reinterpret_cast< float_4 const&>(l_536);
}
const uint32 l_537 = uint32(1) * blockDimGlobal;
const uint32 l_538 = threadIdxGlobal + l_537;
const bool l_539 = l_538 < l_31;
if (l_539) {
const float_4 l_540 = l_arr_10[uint32(1)];
const float_4 l_541 = l_arr_11[uint32(1)];
const uint32 l_542 = l_26 + l_538;
l_mut_84 = l_540;
const uint32 l_543 = l_524 + l_538;
const float_4 l_544 = float_4{
l_mut_267,l_mut_267,l_mut_267,l_mut_267,};
const float_4 l_545 = float_4{
l_mut_84.i_0 - l_544.i_0, l_mut_84.i_1 - l_544.i_1, l_mut_84.i_2 - l_544.i_2, l_mut_84.i_3 - l_544.i_3, };
const float_4 l_546 = float_4{
__expf(l_545.i_0),__expf(l_545.i_1),__expf(l_545.i_2),__expf(l_545.i_3),};
const float_4 l_547 = float_4{
l_520,l_520,l_520,l_520,};
const float_4 l_548 = float_4{
l_546.i_0 * l_547.i_0, l_546.i_1 * l_547.i_1, l_546.i_2 * l_547.i_2, l_546.i_3 * l_547.i_3, };
buffer_2[l_543] = reinterpret_cast< float_4 const&>(l_548);
}
const uint32 l_549 = uint32(2) * blockDimGlobal;
const uint32 l_550 = threadIdxGlobal + l_549;
const bool l_551 = l_550 < l_31;
if (l_551) {
const float_4 l_552 = l_arr_10[uint32(2)];
const float_4 l_553 = l_arr_11[uint32(2)];
const uint32 l_554 = l_26 + l_550;
l_mut_84 = l_552;
const uint32 l_555 = l_524 + l_550;
const float_4 l_556 = float_4{
l_mut_267,l_mut_267,l_mut_267,l_mut_267,};
const float_4 l_557 = float_4{
l_mut_84.i_0 - l_556.i_0, l_mut_84.i_1 - l_556.i_1, l_mut_84.i_2 - l_556.i_2, l_mut_84.i_3 - l_556.i_3, };
const float_4 l_558 = float_4{
__expf(l_557.i_0),__expf(l_557.i_1),__expf(l_557.i_2),__expf(l_557.i_3),};
const float_4 l_559 = float_4{
l_520,l_520,l_520,l_520,};
const float_4 l_560 = float_4{
l_558.i_0 * l_559.i_0, l_558.i_1 * l_559.i_1, l_558.i_2 * l_559.i_2, l_558.i_3 * l_559.i_3, };
buffer_2[l_555] = reinterpret_cast< float_4 const&>(l_560);
}
const uint32 l_561 = uint32(3) * blockDimGlobal;
const uint32 l_562 = threadIdxGlobal + l_561;
const bool l_563 = l_562 < l_31;
if (l_563) {
const float_4 l_564 = l_arr_10[uint32(3)];
const float_4 l_565 = l_arr_11[uint32(3)];
const uint32 l_566 = l_26 + l_562;
l_mut_84 = l_564;
const uint32 l_567 = l_524 + l_562;
const float_4 l_568 = float_4{
l_mut_267,l_mut_267,l_mut_267,l_mut_267,};
const float_4 l_569 = float_4{
l_mut_84.i_0 - l_568.i_0, l_mut_84.i_1 - l_568.i_1, l_mut_84.i_2 - l_568.i_2, l_mut_84.i_3 - l_568.i_3, };
const float_4 l_570 = float_4{
__expf(l_569.i_0),__expf(l_569.i_1),__expf(l_569.i_2),__expf(l_569.i_3),};
const float_4 l_571 = float_4{
l_520,l_520,l_520,l_520,};
const float_4 l_572 = float_4{
l_570.i_0 * l_571.i_0, l_570.i_1 * l_571.i_1, l_570.i_2 * l_571.i_2, l_570.i_3 * l_571.i_3, };
buffer_2[l_567] = reinterpret_cast< float_4 const&>(l_572);
}
l_mut_13 = l_mut_13 + gridDimGlobal;
}

}
